import { css } from 'lit';

/** Styles of `<rs-code-editor>`, adopted by the document (the element renders in light DOM). */
export const codeEditorStyles = css`
  rs-code-editor {
    display: block;
    position: relative;
    min-height: 0;
    background: #16181d;
  }
  rs-code-editor .rs-code-editor__surface {
    position: absolute;
    inset: 0;
  }
  rs-code-editor .rs-code-editor__surface[hidden] {
    display: none;
  }
  rs-code-editor .rs-code-editor__empty {
    margin: 0;
    padding: 48px 32px;
    color: #a0a8b6;
    font:
      14px system-ui,
      sans-serif;
    text-align: center;
  }
`;
