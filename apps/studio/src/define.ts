// The one place custom elements are registered.
import { RsApp } from './app/rs-app.ts';
import { RsBehaviourForm } from './behaviour-form/rs-behaviour-form.ts';
import { RsEffectPicker } from './effect-picker/rs-effect-picker.ts';
import { RsValueBuilder } from './expression-form/rs-value-builder.ts';
import { RsModeForm } from './mode-form/rs-mode-form.ts';
import { RsEnigmaForm } from './enigma-form/rs-enigma-form.ts';
import { RsCardForm } from './card-form/rs-card-form.ts';
import { RsCardPreview } from './card-preview/rs-card-preview.ts';
import { RsCharacterForm } from './character-form/rs-character-form.ts';
import { RsPuzzleForm } from './puzzle-form/rs-puzzle-form.ts';
import { RsComplexPreview } from './complex-preview/rs-complex-preview.ts';
import { RsChoiceDialog } from './dialogs/rs-choice-dialog.ts';
import { RsNewFileDialog } from './dialogs/rs-new-file-dialog.ts';
import { RsNewPackDialog } from './dialogs/rs-new-pack-dialog.ts';
import { RsCodeEditor } from './editor/code-editor/rs-code-editor.ts';
import { RsFileTree } from './file-tree/rs-file-tree.ts';
import { RsPackList } from './pack-list/rs-pack-list.ts';
import { RsPackTests } from './pack-tests/rs-pack-tests.ts';
import { RsPreview } from './preview/rs-preview.ts';
import { RsPlaytest } from './playtest/rs-playtest.ts';
import { RsSandbox } from './sandbox/rs-sandbox.ts';
import { RsSaveMoment } from './sandbox/rs-save-moment.ts';
import { RsSituationForm } from './sandbox/rs-situation-form.ts';
import { RsSeatTokens } from './seat-tokens/rs-seat-tokens.ts';
import { RsSetupForm } from './setup-form/rs-setup-form.ts';
import { RsStateInspector } from './state-inspector/rs-state-inspector.ts';
import { RsTableZones } from './table-zones/rs-table-zones.ts';
import { RsTimeline } from './timeline/rs-timeline.ts';
import { RsProblems } from './problems/rs-problems.ts';
import { RsRoomForm } from './room-form/rs-room-form.ts';
import { RsRoomTile } from './room-tile/rs-room-tile.ts';
import { RsRegistryDialog } from './registry/rs-registry-dialog.ts';
import { RsTour } from './welcome/rs-tour.ts';
import { RsWelcome } from './welcome/rs-welcome.ts';
import { RsInvitePlayers } from './invite/rs-invite-players.ts';
import { RsPackTestForm } from './pack-test-form/rs-pack-test-form.ts';

const elements = {
  'rs-app': RsApp,
  'rs-behaviour-form': RsBehaviourForm,
  'rs-card-form': RsCardForm,
  'rs-card-preview': RsCardPreview,
  'rs-character-form': RsCharacterForm,
  'rs-choice-dialog': RsChoiceDialog,
  'rs-complex-preview': RsComplexPreview,
  'rs-code-editor': RsCodeEditor,
  'rs-effect-picker': RsEffectPicker,
  'rs-enigma-form': RsEnigmaForm,
  'rs-puzzle-form': RsPuzzleForm,
  'rs-file-tree': RsFileTree,
  'rs-new-file-dialog': RsNewFileDialog,
  'rs-new-pack-dialog': RsNewPackDialog,
  'rs-pack-list': RsPackList,
  'rs-pack-tests': RsPackTests,
  'rs-preview': RsPreview,
  'rs-problems': RsProblems,
  'rs-room-form': RsRoomForm,
  'rs-room-tile': RsRoomTile,
  'rs-registry-dialog': RsRegistryDialog,
  'rs-sandbox': RsSandbox,
  'rs-situation-form': RsSituationForm,
  'rs-save-moment': RsSaveMoment,
  'rs-seat-tokens': RsSeatTokens,
  'rs-setup-form': RsSetupForm,
  'rs-state-inspector': RsStateInspector,
  'rs-table-zones': RsTableZones,
  'rs-timeline': RsTimeline,
  'rs-playtest': RsPlaytest,
  'rs-mode-form': RsModeForm,
  'rs-pack-test-form': RsPackTestForm,
  'rs-value-builder': RsValueBuilder,
  'rs-tour': RsTour,
  'rs-welcome': RsWelcome,
  'rs-invite-players': RsInvitePlayers,
};

// Children first, so the shell upgrades with its parts already defined.
for (const [tag, element] of Object.entries(elements).reverse())
  if (!customElements.get(tag)) customElements.define(tag, element);

declare global {
  interface HTMLElementTagNameMap {
    'rs-app': RsApp;
    'rs-behaviour-form': RsBehaviourForm;
    'rs-card-form': RsCardForm;
    'rs-card-preview': RsCardPreview;
    'rs-character-form': RsCharacterForm;
    'rs-choice-dialog': RsChoiceDialog;
    'rs-complex-preview': RsComplexPreview;
    'rs-code-editor': RsCodeEditor;
    'rs-effect-picker': RsEffectPicker;
    'rs-enigma-form': RsEnigmaForm;
    'rs-registry-dialog': RsRegistryDialog;
    'rs-puzzle-form': RsPuzzleForm;
    'rs-file-tree': RsFileTree;
    'rs-new-file-dialog': RsNewFileDialog;
    'rs-new-pack-dialog': RsNewPackDialog;
    'rs-pack-list': RsPackList;
    'rs-pack-tests': RsPackTests;
    'rs-situation-form': RsSituationForm;
    'rs-save-moment': RsSaveMoment;
    'rs-preview': RsPreview;
    'rs-problems': RsProblems;
    'rs-room-form': RsRoomForm;
    'rs-room-tile': RsRoomTile;
    'rs-sandbox': RsSandbox;
    'rs-seat-tokens': RsSeatTokens;
    'rs-setup-form': RsSetupForm;
    'rs-state-inspector': RsStateInspector;
    'rs-table-zones': RsTableZones;
    'rs-timeline': RsTimeline;
    'rs-playtest': RsPlaytest;
    'rs-mode-form': RsModeForm;
    'rs-pack-test-form': RsPackTestForm;
    'rs-value-builder': RsValueBuilder;
    'rs-tour': RsTour;
    'rs-welcome': RsWelcome;
    'rs-invite-players': RsInvitePlayers;
  }
}
