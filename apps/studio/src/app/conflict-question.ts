// The question a tab asks when a file it changed was saved by another tab in
// the meantime: take theirs (this tab's changes to it are dropped) or keep
// mine (saved over theirs, knowingly). Cancel puts the choice off; the file
// is not saved until it is made.
import type { Question } from '../dialogs/rs-choice-dialog.ts';
import type { Conflict } from '../workspace/save-merge.ts';

/** The choice dialog's question for one conflict; the answers are "theirs" and "mine". */
export function conflictQuestion(c: Conflict): Question {
  const where = `${c.packId}/${c.path}`;
  if (c.theirs === undefined)
    return {
      title: `${c.path} was deleted in another tab`,
      message: `Another tab deleted ${where}, which this tab changed. Delete it here too, or keep your version (it is saved again).`,
      choices: [
        { id: 'mine', label: 'Keep mine', variant: 'danger' },
        { id: 'theirs', label: 'Delete it here too', variant: 'primary' },
      ],
    };
  const mine = c.mine === undefined ? 'This tab deleted it' : 'This tab has changes to it that are not saved';
  return {
    title: `${c.path} changed in another tab`,
    message: `Another tab saved ${where} after this tab read it. ${mine}. Reload theirs to take the other tab's version (your changes to this file are dropped), or keep mine to save yours over theirs.`,
    choices: [
      { id: 'mine', label: 'Keep mine', variant: 'danger' },
      { id: 'theirs', label: 'Reload theirs', variant: 'primary' },
    ],
  };
}
