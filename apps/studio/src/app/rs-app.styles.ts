import { css } from 'lit';

export const appStyles = css`
  :host {
    display: block;
    min-height: 100vh;
    box-sizing: border-box;
    padding: 24px 32px;
    color: #e6e8ec;
  }
  header {
    display: flex;
    align-items: baseline;
    gap: 12px;
    border-bottom: 1px solid #2a2e36;
    padding-bottom: 12px;
    margin-bottom: 20px;
  }
  h1 {
    font-size: 22px;
    margin: 0;
    letter-spacing: 0.02em;
  }
  .tagline {
    color: #9aa3b2;
    font-size: 14px;
  }
  h2 {
    font-size: 15px;
    text-transform: uppercase;
    letter-spacing: 0.08em;
    color: #9aa3b2;
    margin: 0 0 12px;
  }
  ul {
    list-style: none;
    padding: 0;
    margin: 0;
    display: grid;
    grid-template-columns: repeat(auto-fill, minmax(260px, 1fr));
    gap: 12px;
  }
  li {
    background: #1c1f25;
    border: 1px solid #2a2e36;
    border-radius: 8px;
    padding: 14px 16px;
  }
  .name {
    font-weight: 600;
    font-size: 16px;
  }
  .meta {
    color: #9aa3b2;
    font-size: 12px;
    margin-top: 4px;
    font-family: ui-monospace, 'SFMono-Regular', Menlo, monospace;
  }
  .description {
    font-size: 14px;
    margin-top: 8px;
    line-height: 1.4;
  }
  .problem {
    color: #ff8a80;
    font-size: 13px;
    margin-top: 8px;
  }
`;
