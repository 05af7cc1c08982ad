// The pane beside the editor: for rooms, the tile preview and the room form;
// for modes, the dealt complex and, in the author's packs, the setup form; for characters and
// cards, their preview and form.
import { html, nothing } from 'lit';
import type { ModeFinder } from '../complex-preview/mode-info.ts';
import { RsComplexPreview, type DealFn, type PackChoice } from '../complex-preview/rs-complex-preview.ts';
import type { FileEditEvent } from '../events/file-edit-event.ts';
import type { PlayEvent } from '../events/play-event.ts';
import { RsPreview } from '../preview/rs-preview.ts';
import type { FileRef, Pack } from '../workspace/pack.ts';
import type { Problem } from '../diagnostics/problem.ts';
import type { FileOpenEvent } from '../events/file-open-event.ts';
import { isScenario } from '../enigma-form/enigma-model.ts';
import { RsCardForm } from '../card-form/rs-card-form.ts';
import { RsCharacterForm } from '../character-form/rs-character-form.ts';
import { cardFaces, characterFaces, type CardFace } from '../card-preview/card-face.ts';
import { isPuzzleCard } from '../puzzle-form/puzzle-model.ts';
import type { SandboxEngine } from '../sandbox/sandbox-engine.ts';
import { RsPackTestForm, type TestAnswersFn } from '../pack-test-form/rs-pack-test-form.ts';
import type { PackTestsFn } from '../pack-tests/rs-pack-tests.ts';
import { packIds } from '../behaviour-form/pack-ids.ts';

/** What the side pane needs from the shell. */
export interface SidePaneContext {
  edit(e: FileEditEvent): void;
  play(e: PlayEvent): void;
  deal: DealFn;
  /** Finds a mode by reference, so a mode that extends another shows the base's seats. */
  findMode: ModeFinder;
  /** The rooms of the open file's pack, for the setup form. */
  rooms: string[];
  /** Every pack, and whether a mode of the open file's pack needs it. */
  packChoices: PackChoice[];
  /** Every pack of the workspace, and the loader's problems (the enigma scenario builder reads them). */
  packs: readonly Pack[];
  problems: readonly Problem[];
  open(e: FileOpenEvent): void;
  /** The running sandbox game, if any (the Puzzle card form highlights where a card holds on it). */
  sandbox?: SandboxEngine | null;
  /** Runs a pack's tests (the Tests panel's runner): the pack test form's "Run this test". */
  runTests?: PackTestsFn;
  /** Replays a pack test's answers and offers the next options (the pack test form's answer picker). */
  testAnswers?: TestAnswersFn;
}

/** The side pane for the open file, or nothing when the file has no preview. */
export function sidePane(file: FileRef, text: string, readOnly: boolean, ctx: SidePaneContext) {
  const ids = () => packIds(ctx.packs, file.packId);
  if (RsPackTestForm.canEdit(text))
    return html`<div class="side" role="region" aria-label="Pack test form" @rs-file-edit=${ctx.edit}>
      <rs-pack-test-form
        .file=${file}
        .text=${text}
        .readOnly=${readOnly}
        .packs=${ctx.packs}
        .findMode=${ctx.findMode}
        .runTests=${ctx.runTests ?? null}
        .testAnswers=${ctx.testAnswers ?? null}
      ></rs-pack-test-form>
    </div>`;
  // Characters and cards first: their effects may name `"kind": "room"` in a selector.
  if (RsCharacterForm.canEdit(text))
    return html`<div class="side" role="region" aria-label="Form and preview" @rs-file-edit=${ctx.edit}>
      ${facePreview('Character preview', characterFaces(text))}
      <rs-character-form .file=${file} .text=${text} .readOnly=${readOnly} .ids=${ids()}></rs-character-form>
    </div>`;
  if (RsCardForm.canEdit(text))
    return html`<div class="side" role="region" aria-label="Form and preview" @rs-file-edit=${ctx.edit}>
      ${facePreview('Card preview', cardFaces(text))}
      <rs-card-form .file=${file} .text=${text} .readOnly=${readOnly} .ids=${ids()}></rs-card-form>
    </div>`;
  if (RsPreview.canPreview(text))
    return html`<div class="side" role="region" aria-label="Form and preview" @rs-file-edit=${ctx.edit}>
      <rs-preview .text=${text}></rs-preview>
      <rs-room-form .file=${file} .text=${text} .readOnly=${readOnly} .ids=${ids()}></rs-room-form>
    </div>`;
  if (RsComplexPreview.canPreview(text))
    return html`<div class="side" role="region" aria-label="Preview" @rs-play=${ctx.play} @rs-file-edit=${ctx.edit}>
      <rs-complex-preview
        .packId=${file.packId}
        .text=${text}
        .deal=${ctx.deal}
        .findMode=${ctx.findMode}
        .packChoices=${ctx.packChoices}
      ></rs-complex-preview>
      ${readOnly ? nothing : html`<rs-setup-form .file=${file} .text=${text} .rooms=${ctx.rooms}></rs-setup-form>`}
      <rs-mode-form .file=${file} .text=${text} .readOnly=${readOnly} .packs=${ctx.packs}></rs-mode-form>
      <rs-invite-players
        .packId=${file.packId}
        .text=${text}
        .packs=${ctx.packs}
        .findMode=${ctx.findMode}
      ></rs-invite-players>
    </div>`;
  if (isScenario(text))
    return html`<div
      class="side"
      role="region"
      aria-label="Enigma scenario builder"
      @rs-play=${ctx.play}
      @rs-file-edit=${ctx.edit}
      @rs-file-open=${ctx.open}
    >
      <rs-enigma-form
        .file=${file}
        .text=${text}
        .readOnly=${readOnly}
        .packs=${ctx.packs}
        .problems=${ctx.problems}
      ></rs-enigma-form>
    </div>`;
  if (isPuzzleCard(text))
    return html`<div class="side" role="region" aria-label="Puzzle card builder" @rs-file-edit=${ctx.edit}>
      <rs-puzzle-form
        .file=${file}
        .text=${text}
        .readOnly=${readOnly}
        .sandbox=${ctx.sandbox ?? null}
        .packs=${ctx.packs}
      ></rs-puzzle-form>
    </div>`;
  return nothing;
}

/** The faces of a file's cards or characters, under a heading. */
function facePreview(heading: string, faces: CardFace[]) {
  return html`<section class="faces" aria-label=${heading}>
    <h2>${heading}</h2>
    ${faces.map((f) => html`<rs-card-preview .face=${f}></rs-card-preview>`)}
  </section>`;
}
