// The one module that owns Monaco: its workers, the JSON language defaults
// with the format's schemas, the studio theme, and the models (one per pack
// file, at `pack://<pack>/<path>`). Loaded lazily when the first file opens.
import EditorWorker from 'monaco-editor/editor/editor.worker?worker';
import JsonWorker from 'monaco-editor/language/json/json.worker?worker';
import type { Problem } from '../diagnostics/problem.ts';
import type { FileRef } from '../workspace/pack.ts';
import { formatSchemas } from './format-schemas.ts';
import { jsonDefaults, monaco } from './monaco-features.ts';
import { monacoSchemas } from './schema-config.ts';

/** The marker owner of the studio's own diagnostics (Monaco's JSON service uses "json"). */
export const MARKER_OWNER = 'roomsmith';

self.MonacoEnvironment = {
  getWorker: (_id: string, label: string) => (label === 'json' ? new JsonWorker() : new EditorWorker()),
};

// Monaco's JSON service brings completion and hover docs from the schemas; the problems themselves
// come from the loader (same ajv, plus links), so Monaco's own validation stays off to avoid doubles.
let configuredPacks = '';

/** Points Monaco's JSON service at the format's schemas, with `$schema` aliases for these packs. */
export function configureSchemas(packIds: readonly string[]): void {
  const key = [...packIds].sort().join('\n');
  if (key === configuredPacks) return;
  configuredPacks = key;
  jsonDefaults.setDiagnosticsOptions({
    validate: false,
    allowComments: false,
    trailingCommas: 'error',
    comments: 'error',
    enableSchemaRequest: false,
    schemaValidation: 'error',
    schemas: monacoSchemas(formatSchemas, packIds),
  });
}

configureSchemas([]);

monaco.editor.defineTheme('roomsmith-dark', {
  base: 'vs-dark',
  inherit: true,
  rules: [],
  colors: {
    'editor.background': '#16181d',
    'editorGutter.background': '#16181d',
    'editor.lineHighlightBackground': '#1f232b',
    'editorLineNumber.foreground': '#5c6370',
    'editorLineNumber.activeForeground': '#c8ccd4',
  },
});

/** The model URI of a pack file. */
export function uriOf(ref: FileRef): monaco.Uri {
  return monaco.Uri.from({ scheme: 'pack', authority: ref.packId, path: `/${ref.path}` });
}

/** The pack file a model URI names, or null for other URIs. */
export function refOf(uri: monaco.Uri): FileRef | null {
  return uri.scheme === 'pack' ? { packId: uri.authority, path: uri.path.replace(/^\//, '') } : null;
}

/** The model of a pack file, created with `text` if it does not exist yet. */
export function modelFor(ref: FileRef, text: string): monaco.editor.ITextModel {
  const uri = uriOf(ref);
  return monaco.editor.getModel(uri) ?? monaco.editor.createModel(text, 'json', uri);
}

/** Disposes every pack model whose file is not in `keep` (keys are `pack/path`). */
export function disposeModelsExcept(keep: ReadonlySet<string>): void {
  for (const model of monaco.editor.getModels()) {
    const ref = refOf(model.uri);
    if (ref && !keep.has(`${ref.packId}/${ref.path}`)) model.dispose();
  }
}

const severities = {
  error: monaco.MarkerSeverity.Error,
  warning: monaco.MarkerSeverity.Warning,
  info: monaco.MarkerSeverity.Info,
};

/** Puts each problem as a marker on its file's model (models without problems are cleared). */
export function setProblemMarkers(problems: readonly Problem[]): void {
  const byModel = new Map<string, Problem[]>();
  for (const p of problems) byModel.set(`${p.packId}/${p.path}`, [...(byModel.get(`${p.packId}/${p.path}`) ?? []), p]);
  for (const model of monaco.editor.getModels()) {
    const ref = refOf(model.uri);
    if (!ref) continue;
    const markers = (byModel.get(`${ref.packId}/${ref.path}`) ?? []).map((p) => {
      const line = Math.min(Math.max(p.line, 1), model.getLineCount());
      const word = model.getWordAtPosition({ lineNumber: line, column: p.column });
      return {
        severity: severities[p.severity],
        message: p.message,
        source: 'roomsmith',
        startLineNumber: line,
        startColumn: p.column,
        endLineNumber: line,
        endColumn: word ? word.endColumn : Math.max(p.column + 1, model.getLineMaxColumn(line)),
      };
    });
    monaco.editor.setModelMarkers(model, MARKER_OWNER, markers);
  }
}

/** Creates the studio's editor in `container`. */
export function createEditor(container: HTMLElement): monaco.editor.IStandaloneCodeEditor {
  return monaco.editor.create(container, {
    theme: 'roomsmith-dark',
    automaticLayout: true,
    minimap: { enabled: false },
    fontSize: 14,
    lineHeight: 21,
    fontFamily: "ui-monospace, 'SFMono-Regular', 'JetBrains Mono', Menlo, Consolas, monospace",
    tabSize: 2,
    insertSpaces: true,
    scrollBeyondLastLine: false,
    fixedOverflowWidgets: true,
    renderLineHighlight: 'line',
    ariaLabel: 'JSON editor',
    model: null,
  });
}

export { monaco };
