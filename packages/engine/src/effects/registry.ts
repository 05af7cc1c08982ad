// Every effect primitive (`do`) the engine runs, one module each.
import type { EffectHandler } from '../ruleset/handlers.ts';
import { addMarker } from './add-marker.ts';
import { adjustCounter } from './adjust-counter.ts';
import { adjustVar } from './adjust-var.ts';
import { announce } from './announce.ts';
import { askText } from './ask-text.ts';
import { cancelActions } from './cancel-actions.ts';
import { chooseOption } from './choose-option.ts';
import { choose } from './choose.ts';
import { clearLineLocks } from './clear-line-locks.ts';
import { conceal } from './conceal.ts';
import { createComponents } from './create-components.ts';
import { createPieces } from './create-pieces.ts';
import { dealComposition } from './deal-composition.ts';
import { dealDecks } from './deal-decks.ts';
import { dealRoles } from './deal-roles.ts';
import { dealScenario } from './deal-scenario.ts';
import { dealToCells } from './deal-to-cells.ts';
import { eliminate } from './eliminate.ts';
import { endGame } from './end-game.ts';
import { escape } from './escape.ts';
import { fire } from './fire.ts';
import { forEach } from './for-each.ts';
import { ifEffect } from './if.ts';
import { letEffect } from './let.ts';
import { moveComponent } from './move-component.ts';
import { movePiece } from './move-piece.ts';
import { nothing } from './nothing.ts';
import { openZone } from './open-zone.ts';
import { peek } from './peek.ts';
import { perform } from './perform.ts';
import { removeMarker } from './remove-marker.ts';
import { repeat } from './repeat.ts';
import { replaceComponent } from './replace-component.ts';
import { resolveEach } from './resolve-each.ts';
import { restart } from './restart.ts';
import { reveal } from './reveal.ts';
import { revealRole } from './reveal-role.ts';
import { revive } from './revive.ts';
import { rotateOrder } from './rotate-order.ts';
import { schedule } from './schedule.ts';
import { setCounter } from './set-counter.ts';
import { setEyes } from './set-eyes.ts';
import { setVar } from './set-var.ts';
import { shiftLine } from './shift-line.ts';
import { shuffle } from './shuffle.ts';
import { signal } from './signal.ts';
import { swapComponents } from './swap-components.ts';
import { swapPieces } from './swap-pieces.ts';
import { takeAction } from './take-action.ts';

/** The effect handlers, one per `do` value. */
export const effectHandlers: EffectHandler[] = [
  addMarker,
  adjustCounter,
  adjustVar,
  announce,
  askText,
  cancelActions,
  chooseOption,
  choose,
  clearLineLocks,
  conceal,
  createComponents,
  createPieces,
  dealComposition,
  dealDecks,
  dealRoles,
  dealScenario,
  dealToCells,
  eliminate,
  endGame,
  escape,
  fire,
  forEach,
  ifEffect,
  letEffect,
  moveComponent,
  movePiece,
  nothing,
  openZone,
  peek,
  perform,
  removeMarker,
  repeat,
  replaceComponent,
  resolveEach,
  restart,
  reveal,
  revealRole,
  revive,
  rotateOrder,
  schedule,
  setCounter,
  setEyes,
  setVar,
  shiftLine,
  shuffle,
  signal,
  swapComponents,
  swapPieces,
  takeAction,
];
