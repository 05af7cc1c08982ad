// Annotation keywords our schemas use beyond JSON Schema. Registering them keeps
// ajv's strict mode on (it rejects unknown keywords) while ajv ignores them.

/** Keywords that carry meaning for the linker, editors or codegen, not for validation. */
export const ANNOTATION_KEYWORDS = [
  'x-ref',
  'x-declares',
  'x-placeholder',
  'markdownDescription',
  'defaultSnippets',
  'tsType',
  'deprecationMessage',
  'errorMessage',
  // The group a vocabulary branch is listed under in the studio's pickers ("movement", "flow").
  'x-group',
] as const;
