// Generated from packages/schema/src/schemas by `npm run codegen`. Do not edit.

/**
 * A card: M.A.C. card, puzzle card, enigma card, or a plain card of the card games. "type" says which.
 * 
 * This interface was referenced by `RoomsmithSchemas`'s JSON-Schema
 * via the `definition` "card".
 */
export type Card = (MacCard | PuzzleCard | EnigmaCard | PlainCard)
/**
 * Optional link to this schema so editors offer completion. Example: "../../../packages/schema/src/schemas/content.schema.json".
 * 
 * This interface was referenced by `Common`'s JSON-Schema
 * via the `definition` "schemaRef".
 */
export type SchemaLink = string
/**
 * A kebab-case identifier, unique per kind within a pack. Example: "acid-bath".
 * 
 * This interface was referenced by `Common`'s JSON-Schema
 * via the `definition` "id".
 */
export type Id = string
/**
 * Text shown to players: a plain string, or a map from language code to string. Example: {"en": "Acid Bath", "fr": "Bain d'acide"}.
 * 
 * This interface was referenced by `Common`'s JSON-Schema
 * via the `definition` "text".
 */
export type Text = (string | {
/**
 * The text in this language.
 * 
 * This interface was referenced by `undefined`'s JSON-Schema definition
 * via the `patternProperty` "^[a-z]{2,3}(-[A-Za-z0-9]{2,8})*$".
 */
[k: string]: string | undefined
})
/**
 * Other names the same thing goes by, across editions and languages. Example: ["Monitor Room"].
 * 
 * This interface was referenced by `Common`'s JSON-Schema
 * via the `definition` "aliases".
 */
export type Aliases = Text[]
/**
 * Free labels that selectors and compositions can match on. Example: ["ephemeral", "secret-code"].
 * 
 * This interface was referenced by `Common`'s JSON-Schema
 * via the `definition` "tags".
 */
export type Tags = Id[]
/**
 * When effects run: an event, an optional filter, the effects. On a room or card a trigger hears events about that component; on a character, about that piece; on a mode, every event.
 * 
 * This interface was referenced by `RoomsmithSchemas`'s JSON-Schema
 * via the `definition` "vocabulary-trigger".
 */
export type Trigger = (Enter | Leave | Reveal1 | LeftGrid | Shifted | Placed | Eliminated | ActionDone | PhaseStart | PhaseEnd | TurnStart | GameStart | Signal1)
/**
 * What an effect acts on: a list of components, pieces, seats, zones or cells. A bare string is a bound name (self, actor, seat, target, piece, it, …).
 * 
 * This interface was referenced by `RoomsmithSchemas`'s JSON-Schema
 * via the `definition` "vocabulary-selector".
 */
export type Selector = (string | (Self | Var | Components | Pieces | Seats | Adjacent | Line | Location | SeatOf | NextSeat | Top | Zone | Cells | Union | Except | Filter | Sorted | First | Random))
/**
 * A value computed from the state: a number, text or boolean. A bare JSON number, string or boolean is a literal.
 * 
 * This interface was referenced by `RoomsmithSchemas`'s JSON-Schema
 * via the `definition` "vocabulary-condition".
 * 
 * This interface was referenced by `RoomsmithSchemas`'s JSON-Schema
 * via the `definition` "vocabulary-expression".
 */
export type Expression = (number | boolean | string | null | (Count | Counter | Get | Option | SeatVar | PieceVar | Prop | Marker | Is | FaceUp | Seen | InRegion | InZone | Same | Contains | Axis | Role | Team | Flag | Add | Sub | Mul | Min | Max | Eq | Ne | Lt | Le | Gt | Ge | And | Or | Not | If | SetupTurns | SecretMatches | GridPattern | Distinct | ConditionOf))
/**
 * One step of behaviour. Content lists effects in order; each names its primitive with `do`.
 * 
 * This interface was referenced by `RoomsmithSchemas`'s JSON-Schema
 * via the `definition` "vocabulary-effect".
 * 
 * This interface was referenced by `RoomsmithSchemas`'s JSON-Schema
 * via the `definition` "vocabulary-setup-step".
 */
export type Effect = (If1 | ForEach | Let | Repeat | Choose | ChooseOption | TakeAction | Perform | CancelActions | Nothing | MovePiece | Eliminate | Escape | Revive | CreatePieces | CreateComponents | DealComposition | DealToCells | MoveComponent | SwapComponents | ReplaceComponent | ShiftLine | ClearLineLocks | Shuffle | Reveal | Conceal | Peek | AddMarker | RemoveMarker | SetCounter | AdjustCounter | SetVar | AdjustVar | DealRoles | RevealRole | SetEyes | OpenZone | RotateOrder | Schedule | Fire | Signal | ResolveEach | Announce | Restart | EndGame | DealDecks | SwapPieces | AskText | DealScenario)
/**
 * Effects, run in order.
 */
export type Effects = Effect[]
/**
 * A standing rule while a condition holds: what pieces may do, where they may go, how tiles behave.
 * 
 * This interface was referenced by `RoomsmithSchemas`'s JSON-Schema
 * via the `definition` "vocabulary-modifier".
 */
export type Modifier = (ForbidAction | RestrictTargets | BlockEntry | MaxProgram | RandomProgram | LeaveGridOnShift | Flag1 | ForbidProgram)
/**
 * The colour printed on a room or card. Room 25 rooms: blue special, green safe, yellow obstacle, red deadly.
 * 
 * This interface was referenced by `Common`'s JSON-Schema
 * via the `definition` "colour".
 */
export type Colour = ("blue" | "green" | "yellow" | "red" | "orange" | "purple" | "grey")
/**
 * The id of something declared elsewhere: a plain id inside its own pack, or "packId:id" for another pack. Example: "room25:acid-bath".
 * 
 * This interface was referenced by `Common`'s JSON-Schema
 * via the `definition` "ref".
 */
export type Reference = string
/**
 * A grid cell as [row, column], both 0-based from the top left. Example: [2, 2] is the centre of a 5×5 grid.
 * 
 * @minItems 2
 * @maxItems 2
 * 
 * This interface was referenced by `Common`'s JSON-Schema
 * via the `definition` "cell".
 */
export type Cell = [number, number]
/**
 * A content file: one entity, or an array of entities.
 * 
 * This interface was referenced by `RoomsmithSchemas`'s JSON-Schema
 * via the `definition` "content".
 */
export type ContentFile = (Entity | Entity[])
/**
 * Any content entity; "kind" says which.
 */
export type Entity = (Room | Character | Card | Deck | Mode | EnigmaScenario | PackTest | Piece | PuzzleCard1)
/**
 * One line of a deck list: a card or a room, with a count.
 * 
 * This interface was referenced by `Deck`'s JSON-Schema
 * via the `definition` "entry".
 */
export type DeckEntry = ({
[k: string]: unknown | undefined
} & {
card?: Reference
room?: Reference
/**
 * How many copies. Defaults to 1. Example: 2.
 */
copies?: number
})
/**
 * One step of a turn, declared by the mode. A turn is one pass through the mode's phases; turns repeat until an ending holds.
 * 
 * This interface was referenced by `RoomsmithSchemas`'s JSON-Schema
 * via the `definition` "vocabulary-phase".
 */
export type Phase = (Program | Act | Each | Effects1)
/**
 * The answers to one pending decision: one answer, or one per seat for simultaneous decisions.
 * 
 * This interface was referenced by `PackTest`'s JSON-Schema
 * via the `definition` "step".
 */
export type AnswerStep = (Answer | [Answer, ...(Answer)[]])
/**
 * One check over the state, events or a seat's view after the script ran.
 * 
 * This interface was referenced by `PackTest`'s JSON-Schema
 * via the `definition` "expectation".
 */
export type Expectation = (ExpectEvent | ExpectCounter | ExpectFigure | ExpectMarker | ExpectRoom | ExpectOutcome | ExpectPending | ExpectCondition | ExpectView | ExpectFlag)

/**
 * Every schema of the Roomsmith content format.
 */
export interface RoomsmithSchemas {
[k: string]: unknown | undefined
}
export interface MacCard {
$schema?: SchemaLink
/**
 * Marks this entity as a card. Always "card".
 */
kind: "card"
id: Id
name: Text
aliases?: Aliases
origin?: Origin
description?: Text
tags?: Tags
/**
 * A M.A.C. card: a complex malfunction drawn in the cooperative modes.
 */
type: "mac"
family?: Id
text?: Text
/**
 * Extra facts about it that expressions read with the `prop` operator, as text, numbers or booleans. Example: {"ring": 2, "robot": true}.
 */
props?: {
/**
 * One property's value.
 */
[k: string]: string | number | boolean | undefined
}
/**
 * Effects this card runs on events (when drawn, when played…).
 */
triggers?: Trigger[]
/**
 * Standing rules while the card is in play.
 */
modifiers?: Modifier[]
}
/**
 * Where this content comes from: a published rulebook, or "house" for content designed here.
 * 
 * This interface was referenced by `Common`'s JSON-Schema
 * via the `definition` "origin".
 */
export interface Origin {
/**
 * The rulebook (or house design) this content follows.
 */
source: ("season1" | "season2" | "escape-room" | "double-rush" | "two-rooms" | "online-summary" | "house")
/**
 * Why or how this differs from the source, if it does. Example: "Season 2 text wins over the summary".
 */
note?: string
}
/**
 * A piece arrives on a component (binds piece, from, self = the component).
 */
export interface Enter {
/**
 * Discriminator: enter.
 */
on: "enter"
/**
 * For phase-start/phase-end: only this phase.
 */
phase?: string
/**
 * For action-done: only this action.
 */
action?: string
/**
 * A local name: a binding, a variable, a signal, an outcome, an option id (kebab or camel case).
 * 
 * This interface was referenced by `VocabularyBuildingBlocks`'s JSON-Schema
 * via the `definition` "name".
 */
name?: string
/**
 * A zone: the id of a zone the mode declares, {zone, seat} for a zone declared per seat, or {of} for the zone a selector names.
 * 
 * This interface was referenced by `VocabularyBuildingBlocks`'s JSON-Schema
 * via the `definition` "zone-ref".
 */
zone?: (string | {
/**
 * The per-seat zone declaration.
 */
zone: string
seat: Selector
} | {
of: Selector
})
where?: Expression
do: Effects
}
/**
 * The component (room, card) or piece (character) whose content is running.
 */
export interface Self {
/**
 * Discriminator: self.
 */
select: "self"
}
/**
 * A bound name: actor, seat, target, piece, from, to, or a name bound by choose/for-each/let.
 */
export interface Var {
/**
 * Discriminator: var.
 */
select: "var"
/**
 * A local name: a binding, a variable, a signal, an outcome, an option id (kebab or camel case).
 * 
 * This interface was referenced by `VocabularyBuildingBlocks`'s JSON-Schema
 * via the `definition` "name".
 */
name: string
}
/**
 * Components (tiles, cards), optionally filtered. Without zone: every component on the table.
 */
export interface Components {
/**
 * Discriminator: components.
 */
select: "components"
/**
 * A zone: the id of a zone the mode declares, {zone, seat} for a zone declared per seat, or {of} for the zone a selector names.
 * 
 * This interface was referenced by `VocabularyBuildingBlocks`'s JSON-Schema
 * via the `definition` "zone-ref".
 */
zone?: (string | {
/**
 * The per-seat zone declaration.
 */
zone: string
seat: Selector
} | {
of: Selector
})
/**
 * A local name: a binding, a variable, a signal, an outcome, an option id (kebab or camel case).
 * 
 * This interface was referenced by `VocabularyBuildingBlocks`'s JSON-Schema
 * via the `definition` "name".
 */
region?: string
/**
 * Only instances of these definitions (rooms or cards).
 */
def?: (string | [string, ...(string)[]])
/**
 * Only face-up (true) or face-down (false) components.
 */
faceUp?: boolean
/**
 * A local name: a binding, a variable, a signal, an outcome, an option id (kebab or camel case).
 * 
 * This interface was referenced by `VocabularyBuildingBlocks`'s JSON-Schema
 * via the `definition` "name".
 */
marker?: string
where?: Expression
}
/**
 * How many items a selector gives.
 */
export interface Count {
/**
 * Discriminator: count.
 */
op: "count"
of: Selector
}
/**
 * The value of a counter the mode declares.
 */
export interface Counter {
/**
 * Discriminator: counter.
 */
op: "counter"
/**
 * The counter.
 */
name: string
}
/**
 * The value of a number/text/boolean bound with let, or a trigger binding such as `phase`, `action`.
 */
export interface Get {
/**
 * Discriminator: get.
 */
op: "get"
/**
 * A local name: a binding, a variable, a signal, an outcome, an option id (kebab or camel case).
 * 
 * This interface was referenced by `VocabularyBuildingBlocks`'s JSON-Schema
 * via the `definition` "name".
 */
name: string
}
/**
 * A match option (createMatch options), or a default when absent.
 */
export interface Option {
/**
 * Discriminator: option.
 */
op: "option"
/**
 * A local name: a binding, a variable, a signal, an outcome, an option id (kebab or camel case).
 * 
 * This interface was referenced by `VocabularyBuildingBlocks`'s JSON-Schema
 * via the `definition` "name".
 */
name: string
/**
 * Value when the option is absent.
 */
default?: (number | string | boolean)
}
/**
 * A variable of the first seat the selector gives (0 when unset).
 */
export interface SeatVar {
/**
 * Discriminator: seat-var.
 */
op: "seat-var"
of: Selector
/**
 * A local name: a binding, a variable, a signal, an outcome, an option id (kebab or camel case).
 * 
 * This interface was referenced by `VocabularyBuildingBlocks`'s JSON-Schema
 * via the `definition` "name".
 */
name: string
}
/**
 * A variable of the first piece the selector gives (0 when unset).
 */
export interface PieceVar {
/**
 * Discriminator: piece-var.
 */
op: "piece-var"
of: Selector
/**
 * A local name: a binding, a variable, a signal, an outcome, an option id (kebab or camel case).
 * 
 * This interface was referenced by `VocabularyBuildingBlocks`'s JSON-Schema
 * via the `definition` "name".
 */
name: string
}
/**
 * A property of the definition of the first item (its `props`: colour, number, …); null when absent.
 */
export interface Prop {
/**
 * Discriminator: prop.
 */
op: "prop"
of: Selector
/**
 * A local name: a binding, a variable, a signal, an outcome, an option id (kebab or camel case).
 * 
 * This interface was referenced by `VocabularyBuildingBlocks`'s JSON-Schema
 * via the `definition` "name".
 */
name: string
}
/**
 * How many of a marker the first item carries (0 when none): the copies `owner` owns, or without owner every copy.
 */
export interface Marker {
/**
 * Discriminator: marker.
 */
op: "marker"
of: Selector
/**
 * A local name: a binding, a variable, a signal, an outcome, an option id (kebab or camel case).
 * 
 * This interface was referenced by `VocabularyBuildingBlocks`'s JSON-Schema
 * via the `definition` "name".
 */
name: string
owner?: Selector
}
/**
 * True when the selector gives at least one item and every item is an instance of one of these definitions.
 */
export interface Is {
/**
 * Discriminator: is.
 */
op: "is"
of: Selector
/**
 * The definitions (rooms, cards or characters).
 */
def: (string | [string, ...(string)[]])
}
/**
 * True when the first component is face up.
 */
export interface FaceUp {
/**
 * Discriminator: face-up.
 */
op: "face-up"
of: Selector
}
/**
 * True when the seat has seen the first component (or it is face up).
 */
export interface Seen {
/**
 * Discriminator: seen.
 */
op: "seen"
of: Selector
seat?: Selector
}
/**
 * True when the first component stands in a cell of this region of its grid zone.
 */
export interface InRegion {
/**
 * Discriminator: in-region.
 */
op: "in-region"
of: Selector
/**
 * A local name: a binding, a variable, a signal, an outcome, an option id (kebab or camel case).
 * 
 * This interface was referenced by `VocabularyBuildingBlocks`'s JSON-Schema
 * via the `definition` "name".
 */
region: string
}
/**
 * True when the first item is in this zone (for a piece: stands on a component in it, or in it).
 */
export interface InZone {
/**
 * Discriminator: in-zone.
 */
op: "in-zone"
of: Selector
/**
 * A zone: the id of a zone the mode declares, {zone, seat} for a zone declared per seat, or {of} for the zone a selector names.
 * 
 * This interface was referenced by `VocabularyBuildingBlocks`'s JSON-Schema
 * via the `definition` "zone-ref".
 */
zone: (string | {
/**
 * The per-seat zone declaration.
 */
zone: string
seat: Selector
} | {
of: Selector
})
}
/**
 * True when both selectors give the same items in the same order.
 */
export interface Same {
/**
 * Discriminator: same.
 */
op: "same"
a: Selector
b: Selector
}
/**
 * True when every item of `item` is among what `of` gives.
 */
export interface Contains {
/**
 * Discriminator: contains.
 */
op: "contains"
of: Selector
item: Selector
}
/**
 * The direction from the first `from` component to the first `to` component in their grid: 1 same row, 2 same column, 0 otherwise (pieces count as the component they stand on).
 */
export interface Axis {
/**
 * Discriminator: axis.
 */
op: "axis"
from: Selector
to: Selector
}
/**
 * The role of the first seat (or of the seat controlling the first piece); null when none.
 */
export interface Role {
/**
 * Discriminator: role.
 */
op: "role"
of: Selector
}
/**
 * The team of the first seat (or of the seat controlling the first piece); null when none.
 */
export interface Team {
/**
 * Discriminator: team.
 */
op: "team"
of: Selector
}
/**
 * Whether a flag modifier of this name is in force now (true/false), e.g. whether table talk is forbidden.
 */
export interface Flag {
/**
 * Discriminator: flag.
 */
op: "flag"
/**
 * A local name: a binding, a variable, a signal, an outcome, an option id (kebab or camel case).
 * 
 * This interface was referenced by `VocabularyBuildingBlocks`'s JSON-Schema
 * via the `definition` "name".
 */
name: string
}
/**
 * Sum.
 */
export interface Add {
/**
 * Discriminator: add.
 */
op: "add"
/**
 * Terms.
 * 
 * @minItems 1
 */
args: [Expression, ...(Expression)[]]
}
/**
 * First minus the others.
 */
export interface Sub {
/**
 * Discriminator: sub.
 */
op: "sub"
/**
 * Terms.
 * 
 * @minItems 1
 */
args: [Expression, ...(Expression)[]]
}
/**
 * Product.
 */
export interface Mul {
/**
 * Discriminator: mul.
 */
op: "mul"
/**
 * Factors.
 * 
 * @minItems 1
 */
args: [Expression, ...(Expression)[]]
}
/**
 * Smallest.
 */
export interface Min {
/**
 * Discriminator: min.
 */
op: "min"
/**
 * Values.
 * 
 * @minItems 1
 */
args: [Expression, ...(Expression)[]]
}
/**
 * Largest.
 */
export interface Max {
/**
 * Discriminator: max.
 */
op: "max"
/**
 * Values.
 * 
 * @minItems 1
 */
args: [Expression, ...(Expression)[]]
}
/**
 * Equal.
 */
export interface Eq {
/**
 * Discriminator: eq.
 */
op: "eq"
a: Expression
b: Expression
}
/**
 * Not equal.
 */
export interface Ne {
/**
 * Discriminator: ne.
 */
op: "ne"
a: Expression
b: Expression
}
/**
 * Less than.
 */
export interface Lt {
/**
 * Discriminator: lt.
 */
op: "lt"
a: Expression
b: Expression
}
/**
 * Less or equal.
 */
export interface Le {
/**
 * Discriminator: le.
 */
op: "le"
a: Expression
b: Expression
}
/**
 * Greater than.
 */
export interface Gt {
/**
 * Discriminator: gt.
 */
op: "gt"
a: Expression
b: Expression
}
/**
 * Greater or equal.
 */
export interface Ge {
/**
 * Discriminator: ge.
 */
op: "ge"
a: Expression
b: Expression
}
/**
 * True when all hold (stops at the first false).
 */
export interface And {
/**
 * Discriminator: and.
 */
op: "and"
/**
 * Conditions.
 * 
 * @minItems 1
 */
args: [Expression, ...(Expression)[]]
}
/**
 * True when any holds (stops at the first true).
 */
export interface Or {
/**
 * Discriminator: or.
 */
op: "or"
/**
 * Conditions.
 * 
 * @minItems 1
 */
args: [Expression, ...(Expression)[]]
}
/**
 * Negation.
 */
export interface Not {
/**
 * Discriminator: not.
 */
op: "not"
arg: Expression
}
/**
 * Choice of value.
 */
export interface If {
/**
 * Discriminator: if.
 */
op: "if"
if: Expression
then: Expression
else: Expression
}
/**
 * The turn count the mode's `setup.turns` table gives for a number of characters: the first line whose range holds it; 0 when none does.
 */
export interface SetupTurns {
/**
 * Discriminator: setup-turns.
 */
op: "setup-turns"
characters?: Expression
}
/**
 * True when the text is the secret that the scenario in play (the match option, as deal-scenario reads it) keeps for the first component's definition: its salted SHA-256 equals the stored one. False when the scenario keeps no secret for it. Codes are never stored in clear.
 */
export interface SecretMatches {
/**
 * Discriminator: secret-matches.
 */
op: "secret-matches"
of: Selector
value: Expression
/**
 * A local name: a binding, a variable, a signal, an outcome, an option id (kebab or camel case).
 * 
 * This interface was referenced by `VocabularyBuildingBlocks`'s JSON-Schema
 * via the `definition` "name".
 */
option?: string
}
/**
 * How many placements of a small pattern of cells hold on a grid zone (0 when none; read as a condition: true when at least one does). A placement puts the pattern's origin on the anchor's cell (offsets relative to it) or, without an anchor, on the grid's top-left cell (offsets are absolute positions), turned by one of the orientations `orient` allows. A cell of a placement holds when it is on the grid, a component lies there and `where` holds for it (bound as `it`); off-grid and empty cells never hold. With `match: all` a placement counts when every cell holds, with `any` when at least one does. Placements that cover the same cells with the same tests are counted once. Cheap by construction: at most 25 cells and 8 orientations.
 */
export interface GridPattern {
/**
 * Discriminator: grid-pattern.
 */
op: "grid-pattern"
anchor?: Selector
/**
 * A zone: the id of a zone the mode declares, {zone, seat} for a zone declared per seat, or {of} for the zone a selector names.
 * 
 * This interface was referenced by `VocabularyBuildingBlocks`'s JSON-Schema
 * via the `definition` "zone-ref".
 */
zone?: (string | {
/**
 * The per-seat zone declaration.
 */
zone: string
seat: Selector
} | {
of: Selector
})
/**
 * The pattern: up to 25 cells, each an offset from the origin and a test.
 * 
 * @minItems 1
 * @maxItems 25
 * 
 * Items: One cell of the pattern.
 */
cells: [{
/**
 * [row offset, column offset] from the origin (row grows downwards, column to the right); absolute [row, column] without an anchor.
 * 
 * @minItems 2
 */
at: never[]
where?: Expression
}, ...({
/**
 * [row offset, column offset] from the origin (row grows downwards, column to the right); absolute [row, column] without an anchor.
 * 
 * @minItems 2
 */
at: never[]
where?: Expression
})[]]
/**
 * Which turns of the pattern are tried (default fixed).
 */
orient?: ("fixed" | "rotate" | "rotate-reflect")
/**
 * When a placement counts (default all).
 */
match?: ("all" | "any")
}
/**
 * How many different values the items of a selector have: by default their definitions (two Dark Rooms are one), or the value of `by` for each item (bound as `it`); items whose value is null are not counted. Compare with count to ask for identical items: count > distinct means two are alike.
 */
export interface Distinct {
/**
 * Discriminator: distinct.
 */
op: "distinct"
of: Selector
by?: Expression
}
/**
 * True when every item (at least one) is an instance of a definition that carries a condition (a puzzle card) and that condition holds, read in the current bindings plus those `with` gives. False for a definition without a condition. Conditions nested through condition-of more than 4 deep read false, so a card naming itself cannot loop.
 */
export interface ConditionOf {
/**
 * Discriminator: condition-of.
 */
op: "condition-of"
of: Selector
/**
 * Names bound while the conditions are read, each to what a selector gives (e.g. room: the room tested).
 */
with?: {
[k: string]: Selector | undefined
}
}
/**
 * Pieces (characters, robots, tokens), by default the active ones.
 */
export interface Pieces {
/**
 * Discriminator: pieces.
 */
select: "pieces"
on?: Selector
/**
 * Only pieces of these definitions.
 */
def?: (string | [string, ...(string)[]])
/**
 * Which pieces by status (default active).
 */
status?: ("active" | "eliminated" | "escaped" | "any")
seat?: Selector
/**
 * Only pieces whose seat has this role.
 */
role?: string
/**
 * Only pieces whose definition is of this content kind.
 */
kind?: ("character" | "piece")
team?: Expression
where?: Expression
}
/**
 * Seats (players), in turn order.
 */
export interface Seats {
/**
 * Discriminator: seats.
 */
select: "seats"
/**
 * Only seats with this role.
 */
role?: string
/**
 * Only seats of this team.
 */
team?: string
where?: Expression
}
/**
 * Components orthogonally adjacent (never diagonal) in the grid to the given components or to the components the given pieces stand on.
 */
export interface Adjacent {
/**
 * Discriminator: adjacent.
 */
select: "adjacent"
of: Selector
/**
 * Which neighbours (default any).
 */
axis?: ("any" | "row" | "col")
/**
 * Whether edges wrap around (default false).
 */
wrap?: boolean
}
/**
 * The components of the row or column through the given component.
 */
export interface Line {
/**
 * Discriminator: line.
 */
select: "line"
of: Selector
/**
 * Row or column.
 */
axis: ("row" | "col")
}
/**
 * The components the given pieces stand on.
 */
export interface Location {
/**
 * Discriminator: location.
 */
select: "location"
of: Selector
}
/**
 * The seats controlling the given pieces, or owning the given per-seat zones' components.
 */
export interface SeatOf {
/**
 * Discriminator: seat-of.
 */
select: "seat-of"
of: Selector
}
/**
 * The seat `offset` places after the given seat in seat order (1 = left neighbour; with two seats, the opponent).
 */
export interface NextSeat {
/**
 * Discriminator: next-seat.
 */
select: "next-seat"
of: Selector
/**
 * How many places on (default 1).
 */
offset?: number
}
/**
 * The first `count` components of a stack (index 0 is the top), or the last ones with from: bottom.
 */
export interface Top {
/**
 * Discriminator: top.
 */
select: "top"
/**
 * A zone: the id of a zone the mode declares, {zone, seat} for a zone declared per seat, or {of} for the zone a selector names.
 * 
 * This interface was referenced by `VocabularyBuildingBlocks`'s JSON-Schema
 * via the `definition` "zone-ref".
 */
zone: (string | {
/**
 * The per-seat zone declaration.
 */
zone: string
seat: Selector
} | {
of: Selector
})
count?: Expression
/**
 * Which end (default top).
 */
from?: ("top" | "bottom")
}
/**
 * A zone itself (to move pieces into a zone, or to choose among zones).
 */
export interface Zone {
/**
 * Discriminator: zone.
 */
select: "zone"
/**
 * A zone: the id of a zone the mode declares, {zone, seat} for a zone declared per seat, or {of} for the zone a selector names.
 * 
 * This interface was referenced by `VocabularyBuildingBlocks`'s JSON-Schema
 * via the `definition` "zone-ref".
 */
zone: (string | {
/**
 * The per-seat zone declaration.
 */
zone: string
seat: Selector
} | {
of: Selector
})
}
/**
 * Cells of a grid zone, as zone#index, optionally only empty ones or one region.
 */
export interface Cells {
/**
 * Discriminator: cells.
 */
select: "cells"
/**
 * A zone: the id of a zone the mode declares, {zone, seat} for a zone declared per seat, or {of} for the zone a selector names.
 * 
 * This interface was referenced by `VocabularyBuildingBlocks`'s JSON-Schema
 * via the `definition` "zone-ref".
 */
zone: (string | {
/**
 * The per-seat zone declaration.
 */
zone: string
seat: Selector
} | {
of: Selector
})
/**
 * A local name: a binding, a variable, a signal, an outcome, an option id (kebab or camel case).
 * 
 * This interface was referenced by `VocabularyBuildingBlocks`'s JSON-Schema
 * via the `definition` "name".
 */
region?: string
/**
 * Only empty cells (true) or only filled ones (false).
 */
empty?: boolean
}
/**
 * Everything any of the selectors gives, without duplicates, in order.
 */
export interface Union {
/**
 * Discriminator: union.
 */
select: "union"
/**
 * The selectors.
 */
of: Selector[]
}
/**
 * What `from` gives, minus what `remove` gives.
 */
export interface Except {
/**
 * Discriminator: except.
 */
select: "except"
from: Selector
remove: Selector
}
/**
 * What `from` gives, keeping the items for which `where` holds (bound as `it`).
 */
export interface Filter {
/**
 * Discriminator: filter.
 */
select: "filter"
from: Selector
where: Expression
}
/**
 * What `from` gives, ordered by an expression evaluated per item (bound as `it`); ties keep their order.
 */
export interface Sorted {
/**
 * Discriminator: sorted.
 */
select: "sorted"
from: Selector
by: Expression
/**
 * Direction (default asc).
 */
order?: ("asc" | "desc")
}
/**
 * The first `count` items of what `from` gives.
 */
export interface First {
/**
 * Discriminator: first.
 */
select: "first"
from: Selector
count?: Expression
}
/**
 * `count` items drawn at random (seeded RNG) from what `from` gives.
 */
export interface Random {
/**
 * Discriminator: random.
 */
select: "random"
from: Selector
count?: Expression
}
/**
 * Runs `then` when the condition holds, otherwise `else`.
 */
export interface If1 {
/**
 * Discriminator: if.
 */
do: "if"
if: Expression
then: Effects
else?: Effects
}
/**
 * Runs the effects in `run` once per item, in order, with the item bound to `as` (default `it`). The items are taken when the loop starts.
 */
export interface ForEach {
/**
 * Discriminator: for-each.
 */
do: "for-each"
in: Selector
/**
 * A local name: a binding, a variable, a signal, an outcome, an option id (kebab or camel case).
 * 
 * This interface was referenced by `VocabularyBuildingBlocks`'s JSON-Schema
 * via the `definition` "name".
 */
as?: string
run: Effects
}
/**
 * Binds a name for the effects in `do`: to a selector's items (`items`) or to a value (`value`).
 */
export interface Let {
/**
 * Discriminator: let.
 */
do: "let"
/**
 * A local name: a binding, a variable, a signal, an outcome, an option id (kebab or camel case).
 * 
 * This interface was referenced by `VocabularyBuildingBlocks`'s JSON-Schema
 * via the `definition` "name".
 */
name: string
items?: Selector
value?: Expression
run: Effects
}
/**
 * Runs the effects `times` times.
 */
export interface Repeat {
/**
 * Discriminator: repeat.
 */
do: "repeat"
times: Expression
run: Effects
}
/**
 * A seat chooses `count` items among what `from` gives (a decision with one option per item), bound to `as`, then `then` runs. With no candidate, `else` runs instead. `random: true` lets the seeded RNG choose.
 */
export interface Choose {
/**
 * Discriminator: choose.
 */
do: "choose"
from: Selector
/**
 * A local name: a binding, a variable, a signal, an outcome, an option id (kebab or camel case).
 * 
 * This interface was referenced by `VocabularyBuildingBlocks`'s JSON-Schema
 * via the `definition` "name".
 */
as?: string
seat?: Selector
/**
 * Text shown to players: a plain string or a map of BCP-47 language tags to strings.
 * 
 * This interface was referenced by `VocabularyBuildingBlocks`'s JSON-Schema
 * via the `definition` "text".
 */
prompt?: (string | {
/**
 * The text in that language.
 */
[k: string]: string | undefined
})
/**
 * Offers a "none" option too (default false).
 */
optional?: boolean
/**
 * The RNG chooses instead of a seat (default false).
 */
random?: boolean
then: Effects
else?: Effects
}
/**
 * A seat picks one of the listed options (those whose `when` holds); its effects run. With none available nothing happens.
 */
export interface ChooseOption {
/**
 * Discriminator: choose-option.
 */
do: "choose-option"
seat?: Selector
/**
 * Text shown to players: a plain string or a map of BCP-47 language tags to strings.
 * 
 * This interface was referenced by `VocabularyBuildingBlocks`'s JSON-Schema
 * via the `definition` "text".
 */
prompt?: (string | {
/**
 * The text in that language.
 */
[k: string]: string | undefined
})
/**
 * The RNG chooses (default false).
 */
random?: boolean
/**
 * The options.
 * 
 * @minItems 1
 * 
 * Items: One option.
 */
options: [{
/**
 * A local name: a binding, a variable, a signal, an outcome, an option id (kebab or camel case).
 * 
 * This interface was referenced by `VocabularyBuildingBlocks`'s JSON-Schema
 * via the `definition` "name".
 */
id: string
/**
 * Text shown to players: a plain string or a map of BCP-47 language tags to strings.
 * 
 * This interface was referenced by `VocabularyBuildingBlocks`'s JSON-Schema
 * via the `definition` "text".
 */
label?: (string | {
/**
 * The text in that language.
 */
[k: string]: string | undefined
})
when?: Expression
/**
 * A zone: the id of a zone the mode declares, {zone, seat} for a zone declared per seat, or {of} for the zone a selector names.
 * 
 * This interface was referenced by `VocabularyBuildingBlocks`'s JSON-Schema
 * via the `definition` "zone-ref".
 */
zone?: (string | {
/**
 * The per-seat zone declaration.
 */
zone: string
seat: Selector
} | {
of: Selector
})
do: Effects
}, ...({
/**
 * A local name: a binding, a variable, a signal, an outcome, an option id (kebab or camel case).
 * 
 * This interface was referenced by `VocabularyBuildingBlocks`'s JSON-Schema
 * via the `definition` "name".
 */
id: string
/**
 * Text shown to players: a plain string or a map of BCP-47 language tags to strings.
 * 
 * This interface was referenced by `VocabularyBuildingBlocks`'s JSON-Schema
 * via the `definition` "text".
 */
label?: (string | {
/**
 * The text in that language.
 */
[k: string]: string | undefined
})
when?: Expression
/**
 * A zone: the id of a zone the mode declares, {zone, seat} for a zone declared per seat, or {of} for the zone a selector names.
 * 
 * This interface was referenced by `VocabularyBuildingBlocks`'s JSON-Schema
 * via the `definition` "zone-ref".
 */
zone?: (string | {
/**
 * The per-seat zone declaration.
 */
zone: string
seat: Selector
} | {
of: Selector
})
do: Effects
})[]]
}
/**
 * The piece's seat chooses one of the actions (default: every non-free action of the mode and the piece's character) and performs it at once (solo play, revealed guards, adrenaline, card games).
 */
export interface TakeAction {
/**
 * Discriminator: take-action.
 */
do: "take-action"
piece: Selector
/**
 * The actions offered: ids, or expressions computing an id when the effect runs. A computed id that names no action of the piece is an error naming this effect; an expression giving nothing offers nothing.
 */
actions?: (string | (Count | Counter | Get | Option | SeatVar | PieceVar | Prop | Marker | Is | FaceUp | Seen | InRegion | InZone | Same | Contains | Axis | Role | Team | Flag | Add | Sub | Mul | Min | Max | Eq | Ne | Lt | Le | Gt | Ge | And | Or | Not | If | SetupTurns | SecretMatches | GridPattern | Distinct | ConditionOf) | [(string | (Count | Counter | Get | Option | SeatVar | PieceVar | Prop | Marker | Is | FaceUp | Seen | InRegion | InZone | Same | Contains | Axis | Role | Team | Flag | Add | Sub | Mul | Min | Max | Eq | Ne | Lt | Le | Gt | Ge | And | Or | Not | If | SetupTurns | SecretMatches | GridPattern | Distinct | ConditionOf)), ...((string | (Count | Counter | Get | Option | SeatVar | PieceVar | Prop | Marker | Is | FaceUp | Seen | InRegion | InZone | Same | Contains | Axis | Role | Team | Flag | Add | Sub | Mul | Min | Max | Eq | Ne | Lt | Le | Gt | Ge | And | Or | Not | If | SetupTurns | SecretMatches | GridPattern | Distinct | ConditionOf)))[]])
/**
 * Not an action this piece already performed this turn (default false).
 */
distinct?: boolean
/**
 * Also offer free actions the piece could take now (answered free:<id>): true for every free action of the mode and the piece's character, or a list of ids. Taking one does not use up the choice: it runs, then the seat is asked again, until a non-free action is taken. Under random-program the seat still picks its free actions, and free:none draws the action. Nothing is offered when no non-free action is left. Default: none.
 */
free?: (boolean | string[])
}
/**
 * The piece performs this action now (its target, if any, is still chosen, by `seat` when given).
 */
export interface Perform {
/**
 * Discriminator: perform.
 */
do: "perform"
piece: Selector
/**
 * The action: its id, or an expression computing the id when the effect runs (an opponent's current talent read from props). A computed id that names no action of the piece is an error naming this effect; an expression giving nothing performs nothing.
 */
action: (string | (Count | Counter | Get | Option | SeatVar | PieceVar | Prop | Marker | Is | FaceUp | Seen | InRegion | InZone | Same | Contains | Axis | Role | Team | Flag | Add | Sub | Mul | Min | Max | Eq | Ne | Lt | Le | Gt | Ge | And | Or | Not | If | SetupTurns | SecretMatches | GridPattern | Distinct | ConditionOf))
seat?: Selector
}
/**
 * The pieces lose their remaining programmed actions this turn.
 */
export interface CancelActions {
/**
 * Discriminator: cancel-actions.
 */
do: "cancel-actions"
piece: Selector
}
/**
 * Does nothing (a placeholder in an option).
 */
export interface Nothing {
/**
 * Discriminator: nothing.
 */
do: "nothing"
}
/**
 * Moves pieces onto a component (or into a zone). Fires leave on the old component and enter on the new one unless fire is false.
 */
export interface MovePiece {
/**
 * Discriminator: move-piece.
 */
do: "move-piece"
piece: Selector
to: Selector
/**
 * Whether leave/enter triggers fire (default true).
 */
fire?: boolean
}
/**
 * Eliminates pieces: status eliminated, off the table; fires eliminated.
 */
export interface Eliminate {
/**
 * Discriminator: eliminate.
 */
do: "eliminate"
piece: Selector
}
/**
 * Pieces escape: status escaped, off the table.
 */
export interface Escape {
/**
 * Discriminator: escape.
 */
do: "escape"
piece: Selector
}
/**
 * Eliminated pieces return to play (status active) on a component.
 */
export interface Revive {
/**
 * Discriminator: revive.
 */
do: "revive"
piece: Selector
to: Selector
}
/**
 * Creates pieces of the given definitions, dealt round-robin to the seats (count per seat), placed on a component or in a zone, appended to the turn order — except pieces of a `piece` definition (robots), which act only on orders and stay out of it.
 */
export interface CreatePieces {
/**
 * Discriminator: create-pieces.
 */
do: "create-pieces"
/**
 * Definitions, taken in order (cycled).
 */
defs: (string | [string, ...(string)[]])
seat?: Selector
count?: Expression
at: Selector
/**
 * Shuffle the definitions first (default false).
 */
shuffle?: boolean
}
/**
 * Creates components of the given definitions in a zone (on top of a stack, in order).
 */
export interface CreateComponents {
/**
 * Discriminator: create-components.
 */
do: "create-components"
/**
 * A zone: the id of a zone the mode declares, {zone, seat} for a zone declared per seat, or {of} for the zone a selector names.
 * 
 * This interface was referenced by `VocabularyBuildingBlocks`'s JSON-Schema
 * via the `definition` "zone-ref".
 */
zone: (string | {
/**
 * The per-seat zone declaration.
 */
zone: string
seat: Selector
} | {
of: Selector
})
/**
 * Definitions and counts.
 * 
 * @minItems 1
 * 
 * Items: One entry.
 */
items: [{
/**
 * A room or card definition (a plain id of this pack or "<packId>:<id>"). Example: "vamps".
 */
def: string
count?: Expression
when?: Expression
}, ...({
/**
 * A room or card definition (a plain id of this pack or "<packId>:<id>"). Example: "vamps".
 */
def: string
count?: Expression
when?: Expression
})[]]
/**
 * Face up (default false).
 */
faceUp?: boolean
/**
 * A local name: a binding, a variable, a signal, an outcome, an option id (kebab or camel case).
 * 
 * This interface was referenced by `VocabularyBuildingBlocks`'s JSON-Schema
 * via the `definition` "name".
 */
region?: string
}
/**
 * Creates the components of the composition a match option names (default: the mode's first setup.compositions entry): fixed ones face up on their grid cells, set-aside ones into `aside`, the rest into `to`, in listed order; colour and tag picks are drawn with the seeded RNG among definitions of `kind` (with repeats), pool picks (`from`) among their listed copies without replacement.
 */
export interface DealComposition {
/**
 * Discriminator: deal-composition.
 */
do: "deal-composition"
/**
 * A zone: the id of a zone the mode declares, {zone, seat} for a zone declared per seat, or {of} for the zone a selector names.
 * 
 * This interface was referenced by `VocabularyBuildingBlocks`'s JSON-Schema
 * via the `definition` "zone-ref".
 */
to: (string | {
/**
 * The per-seat zone declaration.
 */
zone: string
seat: Selector
} | {
of: Selector
})
/**
 * A zone: the id of a zone the mode declares, {zone, seat} for a zone declared per seat, or {of} for the zone a selector names.
 * 
 * This interface was referenced by `VocabularyBuildingBlocks`'s JSON-Schema
 * via the `definition` "zone-ref".
 */
aside?: (string | {
/**
 * The per-seat zone declaration.
 */
zone: string
seat: Selector
} | {
of: Selector
})
/**
 * A zone: the id of a zone the mode declares, {zone, seat} for a zone declared per seat, or {of} for the zone a selector names.
 * 
 * This interface was referenced by `VocabularyBuildingBlocks`'s JSON-Schema
 * via the `definition` "zone-ref".
 */
grid?: (string | {
/**
 * The per-seat zone declaration.
 */
zone: string
seat: Selector
} | {
of: Selector
})
/**
 * A local name: a binding, a variable, a signal, an outcome, an option id (kebab or camel case).
 * 
 * This interface was referenced by `VocabularyBuildingBlocks`'s JSON-Schema
 * via the `definition` "name".
 */
option?: string
/**
 * Which definitions colour/tag picks draw from (default room).
 */
kind?: ("room" | "card")
}
/**
 * Deals components from the top of a stack into the empty cells of a grid region, in row-major order.
 */
export interface DealToCells {
/**
 * Discriminator: deal-to-cells.
 */
do: "deal-to-cells"
/**
 * A zone: the id of a zone the mode declares, {zone, seat} for a zone declared per seat, or {of} for the zone a selector names.
 * 
 * This interface was referenced by `VocabularyBuildingBlocks`'s JSON-Schema
 * via the `definition` "zone-ref".
 */
from: (string | {
/**
 * The per-seat zone declaration.
 */
zone: string
seat: Selector
} | {
of: Selector
})
/**
 * A zone: the id of a zone the mode declares, {zone, seat} for a zone declared per seat, or {of} for the zone a selector names.
 * 
 * This interface was referenced by `VocabularyBuildingBlocks`'s JSON-Schema
 * via the `definition` "zone-ref".
 */
to: (string | {
/**
 * The per-seat zone declaration.
 */
zone: string
seat: Selector
} | {
of: Selector
})
/**
 * A local name: a binding, a variable, a signal, an outcome, an option id (kebab or camel case).
 * 
 * This interface was referenced by `VocabularyBuildingBlocks`'s JSON-Schema
 * via the `definition` "name".
 */
region?: string
/**
 * Face up (default false).
 */
faceUp?: boolean
}
/**
 * Moves components into a zone: top/bottom/index of a stack, a set, a hand, or a grid cell. Its event names the component only to seats that could tell which one it was (face up, seen, or a zone they may list at either end); the others read that a card moved, without its id.
 */
export interface MoveComponent {
/**
 * Discriminator: move-component.
 */
do: "move-component"
component: Selector
/**
 * A zone: the id of a zone the mode declares, {zone, seat} for a zone declared per seat, or {of} for the zone a selector names.
 * 
 * This interface was referenced by `VocabularyBuildingBlocks`'s JSON-Schema
 * via the `definition` "zone-ref".
 */
to: (string | {
/**
 * The per-seat zone declaration.
 */
zone: string
seat: Selector
} | {
of: Selector
})
/**
 * Where in a stack: top (default), bottom, or an index.
 */
position?: (("top" | "bottom") | number)
cell?: Selector
/**
 * Turn it face up (true) or down (false); omitted keeps its face. A face-up component turned down stays known to every seat whose eyes were open (it saw the face), unless unseen.
 */
faceUp?: boolean
/**
 * Nobody remembers it afterwards: seenBy is cleared (default false).
 */
unseen?: boolean
}
/**
 * Swaps two components' places (grid cells or stack positions). Pieces ride along (default) or stay where they stood.
 */
export interface SwapComponents {
/**
 * Discriminator: swap-components.
 */
do: "swap-components"
a: Selector
b: Selector
/**
 * What pieces do (default ride).
 */
pieces?: ("ride" | "stay")
}
/**
 * Replaces a component by a new one of another definition in the same place (face up); the old one goes to `discard` or leaves the table. Pieces stay.
 */
export interface ReplaceComponent {
/**
 * Discriminator: replace-component.
 */
do: "replace-component"
component: Selector
/**
 * The new definition: a room or card.
 */
def: string
/**
 * A zone: the id of a zone the mode declares, {zone, seat} for a zone declared per seat, or {of} for the zone a selector names.
 * 
 * This interface was referenced by `VocabularyBuildingBlocks`'s JSON-Schema
 * via the `definition` "zone-ref".
 */
discard?: (string | {
/**
 * The per-seat zone declaration.
 */
zone: string
seat: Selector
} | {
of: Selector
})
}
/**
 * Shifts a row or column of a grid one step (a decision when the line or direction is open; `axis` + `line` + `direction` name one shift, done without asking). The tile pushed past the edge wraps around, or leaves the grid when a leave-grid-on-shift modifier of that tile holds. Lines fixed by the zone declaration never move; a line already shifted this turn only moves the same way again.
 */
export interface ShiftLine {
/**
 * Discriminator: shift-line.
 */
do: "shift-line"
/**
 * A zone: the id of a zone the mode declares, {zone, seat} for a zone declared per seat, or {of} for the zone a selector names.
 * 
 * This interface was referenced by `VocabularyBuildingBlocks`'s JSON-Schema
 * via the `definition` "zone-ref".
 */
zone: (string | {
/**
 * The per-seat zone declaration.
 */
zone: string
seat: Selector
} | {
of: Selector
})
through?: Selector
/**
 * Only rows or only columns (default both).
 */
axis?: ("row" | "col")
/**
 * Only this direction (default: the seat chooses).
 */
direction?: ("forward" | "back")
line?: Expression
seat?: Selector
/**
 * Text shown to players: a plain string or a map of BCP-47 language tags to strings.
 * 
 * This interface was referenced by `VocabularyBuildingBlocks`'s JSON-Schema
 * via the `definition` "text".
 */
prompt?: (string | {
/**
 * The text in that language.
 */
[k: string]: string | undefined
})
}
/**
 * Forgets which direction each line of the grid moved this turn.
 */
export interface ClearLineLocks {
/**
 * Discriminator: clear-line-locks.
 */
do: "clear-line-locks"
/**
 * A zone: the id of a zone the mode declares, {zone, seat} for a zone declared per seat, or {of} for the zone a selector names.
 * 
 * This interface was referenced by `VocabularyBuildingBlocks`'s JSON-Schema
 * via the `definition` "zone-ref".
 */
zone: (string | {
/**
 * The per-seat zone declaration.
 */
zone: string
seat: Selector
} | {
of: Selector
})
}
/**
 * Shuffles a stack or set with the seeded RNG; nobody remembers the face-down components in it.
 */
export interface Shuffle {
/**
 * Discriminator: shuffle.
 */
do: "shuffle"
/**
 * A zone: the id of a zone the mode declares, {zone, seat} for a zone declared per seat, or {of} for the zone a selector names.
 * 
 * This interface was referenced by `VocabularyBuildingBlocks`'s JSON-Schema
 * via the `definition` "zone-ref".
 */
zone: (string | {
/**
 * The per-seat zone declaration.
 */
zone: string
seat: Selector
} | {
of: Selector
})
}
/**
 * Turns components face up for everyone; fires reveal.
 */
export interface Reveal {
/**
 * Discriminator: reveal.
 */
do: "reveal"
component: Selector
}
/**
 * Turns components face down; those who saw them still know them unless forget is true. The log says `concealed` for each one that was face up (or forgotten), naming it by handle to seats that cannot identify it any more.
 */
export interface Conceal {
/**
 * Discriminator: conceal.
 */
do: "conceal"
component: Selector
/**
 * Also clear who has seen them (default false).
 */
forget?: boolean
}
/**
 * A seat secretly looks at components: it is added to their seenBy.
 */
export interface Peek {
/**
 * Discriminator: peek.
 */
do: "peek"
component: Selector
seat?: Selector
}
/**
 * Adds a marker (count, default 1) to components, pieces or seats, optionally owned by a seat (a reminder token that goes back to its owner).
 */
export interface AddMarker {
/**
 * Discriminator: add-marker.
 */
do: "add-marker"
to: Selector
/**
 * A local name: a binding, a variable, a signal, an outcome, an option id (kebab or camel case).
 * 
 * This interface was referenced by `VocabularyBuildingBlocks`'s JSON-Schema
 * via the `definition` "name".
 */
marker: string
count?: Expression
owner?: Selector
}
/**
 * Removes a marker (count, default all of it): the copies owned by `owner`, or without owner every copy, owned or not.
 */
export interface RemoveMarker {
/**
 * Discriminator: remove-marker.
 */
do: "remove-marker"
from: Selector
/**
 * A local name: a binding, a variable, a signal, an outcome, an option id (kebab or camel case).
 * 
 * This interface was referenced by `VocabularyBuildingBlocks`'s JSON-Schema
 * via the `definition` "name".
 */
marker: string
count?: Expression
owner?: Selector
}
/**
 * Sets a counter.
 */
export interface SetCounter {
/**
 * Discriminator: set-counter.
 */
do: "set-counter"
/**
 * The counter.
 */
counter: string
value: Expression
}
/**
 * Adds to a counter (negative to subtract).
 */
export interface AdjustCounter {
/**
 * Discriminator: adjust-counter.
 */
do: "adjust-counter"
/**
 * The counter.
 */
counter: string
by: Expression
}
/**
 * Sets a numeric variable on seats or pieces.
 */
export interface SetVar {
/**
 * Discriminator: set-var.
 */
do: "set-var"
of: Selector
/**
 * A local name: a binding, a variable, a signal, an outcome, an option id (kebab or camel case).
 * 
 * This interface was referenced by `VocabularyBuildingBlocks`'s JSON-Schema
 * via the `definition` "name".
 */
name: string
value: Expression
}
/**
 * Adds to a numeric variable on seats or pieces.
 */
export interface AdjustVar {
/**
 * Discriminator: adjust-var.
 */
do: "adjust-var"
of: Selector
/**
 * A local name: a binding, a variable, a signal, an outcome, an option id (kebab or camel case).
 * 
 * This interface was referenced by `VocabularyBuildingBlocks`'s JSON-Schema
 * via the `definition` "name".
 */
name: string
by: Expression
}
/**
 * Deals roles secretly to the seats from a shuffled pool; extras stay out. Without `roles`, the pool is the mode's `setup.roles` row for the number of characters in play (the seats when no character is in play yet), each role with the team the mode's roles declare; no row for that number is an error naming this step.
 */
export interface DealRoles {
/**
 * Discriminator: deal-roles.
 */
do: "deal-roles"
/**
 * The pool. Omitted: the mode's setup.roles table gives it.
 * 
 * @minItems 1
 * 
 * Items: Roles of one kind.
 */
roles?: [{
/**
 * The role.
 */
role: string
count?: Expression
/**
 * Team of those who get it.
 */
team?: string
}, ...({
/**
 * The role.
 */
role: string
count?: Expression
/**
 * Team of those who get it.
 */
team?: string
})[]]
}
/**
 * Makes seats' secret roles public: each seat (or the seat controlling each piece) is marked revealed, so every view shows its role and team from now on, and a public event (role-revealed) names the role, in the order the selector gives. A seat already revealed is skipped.
 */
export interface RevealRole {
/**
 * Discriminator: reveal-role.
 */
do: "reveal-role"
seat: Selector
}
/**
 * Opens or closes seats' eyes: a seat with closed eyes sees nothing of the table in its view, and no event that happens meanwhile except announcements.
 */
export interface SetEyes {
/**
 * Discriminator: set-eyes.
 */
do: "set-eyes"
seat: Selector
/**
 * Open (true) or closed.
 */
open: boolean
}
/**
 * Opens a zone's items to seats (the player who opens a closed room sees inside), or closes it again with open: false. Seats a zone is opened to see its items by id and their faces as usual, whatever its contents setting hides from others.
 */
export interface OpenZone {
/**
 * Discriminator: open-zone.
 */
do: "open-zone"
/**
 * A zone: the id of a zone the mode declares, {zone, seat} for a zone declared per seat, or {of} for the zone a selector names.
 * 
 * This interface was referenced by `VocabularyBuildingBlocks`'s JSON-Schema
 * via the `definition` "zone-ref".
 */
zone: (string | {
/**
 * The per-seat zone declaration.
 */
zone: string
seat: Selector
} | {
of: Selector
})
seat?: Selector
/**
 * Open (true, the default) or close.
 */
open?: boolean
}
/**
 * The first in the turn order becomes last (the left neighbour plays first).
 */
export interface RotateOrder {
/**
 * Discriminator: rotate-order.
 */
do: "rotate-order"
}
/**
 * Delays effects until a later event: they run at the `occurrence`-th matching event (default 1), never on the end of the action that scheduled them. Bindings in force are kept.
 */
export interface Schedule {
/**
 * Discriminator: schedule.
 */
do: "schedule"
on: Event
/**
 * Which matching event (default 1).
 */
occurrence?: number
where?: Expression
run: Effects
}
/**
 * An event to wait for (schedule).
 */
export interface Event {
/**
 * The event.
 */
on: ("enter" | "leave" | "reveal" | "left-grid" | "shifted" | "placed" | "eliminated" | "action-done" | "phase-start" | "phase-end" | "turn-start" | "game-start" | "signal")
/**
 * For phase-start/phase-end: only this phase.
 */
phase?: string
/**
 * For action-done: only this action.
 */
action?: string
/**
 * A local name: a binding, a variable, a signal, an outcome, an option id (kebab or camel case).
 * 
 * This interface was referenced by `VocabularyBuildingBlocks`'s JSON-Schema
 * via the `definition` "name".
 */
name?: string
/**
 * A zone: the id of a zone the mode declares, {zone, seat} for a zone declared per seat, or {of} for the zone a selector names.
 * 
 * This interface was referenced by `VocabularyBuildingBlocks`'s JSON-Schema
 * via the `definition` "zone-ref".
 */
zone?: (string | {
/**
 * The per-seat zone declaration.
 */
zone: string
seat: Selector
} | {
of: Selector
})
}
/**
 * Fires an event as if it happened: e.g. enter on a component for pieces already on it (they apply its effect).
 */
export interface Fire {
/**
 * Discriminator: fire.
 */
do: "fire"
/**
 * Which event.
 */
event: ("enter" | "leave" | "reveal")
component: Selector
piece?: Selector
}
/**
 * Fires a named signal: triggers `{on: signal, name}` of the given components/pieces (or of the mode when none) run.
 */
export interface Signal {
/**
 * Discriminator: signal.
 */
do: "signal"
/**
 * A local name: a binding, a variable, a signal, an outcome, an option id (kebab or camel case).
 * 
 * This interface was referenced by `VocabularyBuildingBlocks`'s JSON-Schema
 * via the `definition` "name".
 */
name: string
to?: Selector
}
/**
 * Sends a signal to each item `in` gives, one at a time, lowest `by` first (or highest with order: desc); the selector is re-read after each, so items added meanwhile are included, and each item is resolved at most once.
 */
export interface ResolveEach {
/**
 * Discriminator: resolve-each.
 */
do: "resolve-each"
in: Selector
by: Expression
/**
 * Direction (default asc).
 */
order?: ("asc" | "desc")
/**
 * A local name: a binding, a variable, a signal, an outcome, an option id (kebab or camel case).
 * 
 * This interface was referenced by `VocabularyBuildingBlocks`'s JSON-Schema
 * via the `definition` "name".
 */
signal: string
}
/**
 * Announces a text to the table: a public event every seat reads, even with closed eyes (Two Rooms' "Closed!"). Other events are hidden from seats whose eyes are closed.
 */
export interface Announce {
/**
 * Discriminator: announce.
 */
do: "announce"
/**
 * Text shown to players: a plain string or a map of BCP-47 language tags to strings.
 * 
 * This interface was referenced by `VocabularyBuildingBlocks`'s JSON-Schema
 * via the `definition` "text".
 */
text: (string | {
/**
 * The text in that language.
 */
[k: string]: string | undefined
})
by?: Selector
}
/**
 * Starts a new round on a fresh table (best-of-three matches): components, pieces (unless keepPieces) and delayed effects go, zones empty, counters return to their initial values except those kept, turns and actions are numbered from the start again, and the setup steps run again. Seats keep their roles, variables and markers.
 */
export interface Restart {
/**
 * Discriminator: restart.
 */
do: "restart"
/**
 * Counters that keep their value.
 * 
 * Items: A counter.
 */
keep?: string[]
/**
 * Pieces stay with their seats for the next round (a player keeps their character): each comes back active and off the table, with its variables and markers, its programme and actions done cleared, in the same turn order. Default false: pieces go with everything else.
 */
keepPieces?: boolean
}
/**
 * Ends the match with an outcome; winners are the seats given (default none).
 */
export interface EndGame {
/**
 * Discriminator: end-game.
 */
do: "end-game"
/**
 * A local name: a binding, a variable, a signal, an outcome, an option id (kebab or camel case).
 * 
 * This interface was referenced by `VocabularyBuildingBlocks`'s JSON-Schema
 * via the `definition` "name".
 */
outcome: string
winners?: Selector
/**
 * Text shown to players: a plain string or a map of BCP-47 language tags to strings.
 * 
 * This interface was referenced by `VocabularyBuildingBlocks`'s JSON-Schema
 * via the `definition` "text".
 */
reason?: (string | {
/**
 * The text in that language.
 */
[k: string]: string | undefined
})
}
/**
 * Deals the mode's `setup.decks` table: each line's cards (a deck of the pack, or the line's own entries) are created in listed order at the bottom of its zone, then shuffled with the seeded RNG unless the line (or the deck) says `shuffled: false`.
 */
export interface DealDecks {
/**
 * Discriminator: deal-decks.
 */
do: "deal-decks"
/**
 * Only the lines dealing into these zones (default: every line).
 * 
 * Items: A zone named by a line of `setup.decks`.
 */
zones?: string[]
}
/**
 * Two pieces trade places: each goes where the other stood (on a component or in a zone). Nothing happens unless both are active and on the table. By default no enter/leave triggers fire (a swap is not a walk through a door); `fire: true` makes each piece enter the other's place as a move would.
 */
export interface SwapPieces {
/**
 * Discriminator: swap-pieces.
 */
do: "swap-pieces"
a: Selector
b: Selector
/**
 * Fire leave and enter triggers for both pieces, as move-piece does (default false).
 */
fire?: boolean
}
/**
 * A seat types a short text of a declared format — so many digits or upper-case letters — instead of picking among options (a decision whose answer is `text:<value>`; a malformed answer is refused). The text is bound to `as`, then `then` runs. The format is `alphabet` + `length`, or `like`: the code shape the component's definition declares (a room's `code`); with no format (a room that takes no code), `else` runs instead. A seat nobody plays types a random well-formed text.
 */
export interface AskText {
/**
 * Discriminator: ask-text.
 */
do: "ask-text"
seat?: Selector
/**
 * Text shown to players: a plain string or a map of BCP-47 language tags to strings.
 * 
 * This interface was referenced by `VocabularyBuildingBlocks`'s JSON-Schema
 * via the `definition` "text".
 */
prompt?: (string | {
/**
 * The text in that language.
 */
[k: string]: string | undefined
})
like?: Selector
alphabet?: Expression
length?: Expression
/**
 * A local name: a binding, a variable, a signal, an outcome, an option id (kebab or camel case).
 * 
 * This interface was referenced by `VocabularyBuildingBlocks`'s JSON-Schema
 * via the `definition` "name".
 */
as?: string
then: Effects
else?: Effects
}
/**
 * Creates the cards of the scenario (an enigma-scenario entity) that a match option names, face down, into a zone, in the order the scenario lists them, and records the scenario played in that option. Without the option: the lowest-numbered scenario made for this mode, else the lowest-numbered of all. `secret-matches` reads the same option.
 */
export interface DealScenario {
/**
 * Discriminator: deal-scenario.
 */
do: "deal-scenario"
/**
 * A zone: the id of a zone the mode declares, {zone, seat} for a zone declared per seat, or {of} for the zone a selector names.
 * 
 * This interface was referenced by `VocabularyBuildingBlocks`'s JSON-Schema
 * via the `definition` "zone-ref".
 */
to: (string | {
/**
 * The per-seat zone declaration.
 */
zone: string
seat: Selector
} | {
of: Selector
})
/**
 * A local name: a binding, a variable, a signal, an outcome, an option id (kebab or camel case).
 * 
 * This interface was referenced by `VocabularyBuildingBlocks`'s JSON-Schema
 * via the `definition` "name".
 */
option?: string
}
/**
 * A piece leaves a component (binds piece, to, self = the component).
 */
export interface Leave {
/**
 * Discriminator: leave.
 */
on: "leave"
/**
 * For phase-start/phase-end: only this phase.
 */
phase?: string
/**
 * For action-done: only this action.
 */
action?: string
/**
 * A local name: a binding, a variable, a signal, an outcome, an option id (kebab or camel case).
 * 
 * This interface was referenced by `VocabularyBuildingBlocks`'s JSON-Schema
 * via the `definition` "name".
 */
name?: string
/**
 * A zone: the id of a zone the mode declares, {zone, seat} for a zone declared per seat, or {of} for the zone a selector names.
 * 
 * This interface was referenced by `VocabularyBuildingBlocks`'s JSON-Schema
 * via the `definition` "zone-ref".
 */
zone?: (string | {
/**
 * The per-seat zone declaration.
 */
zone: string
seat: Selector
} | {
of: Selector
})
where?: Expression
do: Effects
}
/**
 * A component is turned face up (binds self, piece = who caused it, if any).
 */
export interface Reveal1 {
/**
 * Discriminator: reveal.
 */
on: "reveal"
/**
 * For phase-start/phase-end: only this phase.
 */
phase?: string
/**
 * For action-done: only this action.
 */
action?: string
/**
 * A local name: a binding, a variable, a signal, an outcome, an option id (kebab or camel case).
 * 
 * This interface was referenced by `VocabularyBuildingBlocks`'s JSON-Schema
 * via the `definition` "name".
 */
name?: string
/**
 * A zone: the id of a zone the mode declares, {zone, seat} for a zone declared per seat, or {of} for the zone a selector names.
 * 
 * This interface was referenced by `VocabularyBuildingBlocks`'s JSON-Schema
 * via the `definition` "zone-ref".
 */
zone?: (string | {
/**
 * The per-seat zone declaration.
 */
zone: string
seat: Selector
} | {
of: Selector
})
where?: Expression
do: Effects
}
/**
 * A component leaves its grid by a shift (binds self).
 */
export interface LeftGrid {
/**
 * Discriminator: left-grid.
 */
on: "left-grid"
/**
 * For phase-start/phase-end: only this phase.
 */
phase?: string
/**
 * For action-done: only this action.
 */
action?: string
/**
 * A local name: a binding, a variable, a signal, an outcome, an option id (kebab or camel case).
 * 
 * This interface was referenced by `VocabularyBuildingBlocks`'s JSON-Schema
 * via the `definition` "name".
 */
name?: string
/**
 * A zone: the id of a zone the mode declares, {zone, seat} for a zone declared per seat, or {of} for the zone a selector names.
 * 
 * This interface was referenced by `VocabularyBuildingBlocks`'s JSON-Schema
 * via the `definition` "zone-ref".
 */
zone?: (string | {
/**
 * The per-seat zone declaration.
 */
zone: string
seat: Selector
} | {
of: Selector
})
where?: Expression
do: Effects
}
/**
 * A component's row or column of a grid moved by a shift and the component is still in the grid (binds self, zone as text). Tiles swapped or moved otherwise do not hear it.
 */
export interface Shifted {
/**
 * Discriminator: shifted.
 */
on: "shifted"
/**
 * For phase-start/phase-end: only this phase.
 */
phase?: string
/**
 * For action-done: only this action.
 */
action?: string
/**
 * A local name: a binding, a variable, a signal, an outcome, an option id (kebab or camel case).
 * 
 * This interface was referenced by `VocabularyBuildingBlocks`'s JSON-Schema
 * via the `definition` "name".
 */
name?: string
/**
 * A zone: the id of a zone the mode declares, {zone, seat} for a zone declared per seat, or {of} for the zone a selector names.
 * 
 * This interface was referenced by `VocabularyBuildingBlocks`'s JSON-Schema
 * via the `definition` "zone-ref".
 */
zone?: (string | {
/**
 * The per-seat zone declaration.
 */
zone: string
seat: Selector
} | {
of: Selector
})
where?: Expression
do: Effects
}
/**
 * A component is moved into a zone (binds self, zone).
 */
export interface Placed {
/**
 * Discriminator: placed.
 */
on: "placed"
/**
 * For phase-start/phase-end: only this phase.
 */
phase?: string
/**
 * For action-done: only this action.
 */
action?: string
/**
 * A local name: a binding, a variable, a signal, an outcome, an option id (kebab or camel case).
 * 
 * This interface was referenced by `VocabularyBuildingBlocks`'s JSON-Schema
 * via the `definition` "name".
 */
name?: string
/**
 * A zone: the id of a zone the mode declares, {zone, seat} for a zone declared per seat, or {of} for the zone a selector names.
 * 
 * This interface was referenced by `VocabularyBuildingBlocks`'s JSON-Schema
 * via the `definition` "zone-ref".
 */
zone?: (string | {
/**
 * The per-seat zone declaration.
 */
zone: string
seat: Selector
} | {
of: Selector
})
where?: Expression
do: Effects
}
/**
 * A piece is eliminated (binds piece).
 */
export interface Eliminated {
/**
 * Discriminator: eliminated.
 */
on: "eliminated"
/**
 * For phase-start/phase-end: only this phase.
 */
phase?: string
/**
 * For action-done: only this action.
 */
action?: string
/**
 * A local name: a binding, a variable, a signal, an outcome, an option id (kebab or camel case).
 * 
 * This interface was referenced by `VocabularyBuildingBlocks`'s JSON-Schema
 * via the `definition` "name".
 */
name?: string
/**
 * A zone: the id of a zone the mode declares, {zone, seat} for a zone declared per seat, or {of} for the zone a selector names.
 * 
 * This interface was referenced by `VocabularyBuildingBlocks`'s JSON-Schema
 * via the `definition` "zone-ref".
 */
zone?: (string | {
/**
 * The per-seat zone declaration.
 */
zone: string
seat: Selector
} | {
of: Selector
})
where?: Expression
do: Effects
}
/**
 * A piece finished (or lost) an action (binds actor, seat, action as text).
 */
export interface ActionDone {
/**
 * Discriminator: action-done.
 */
on: "action-done"
/**
 * For phase-start/phase-end: only this phase.
 */
phase?: string
/**
 * For action-done: only this action.
 */
action?: string
/**
 * A local name: a binding, a variable, a signal, an outcome, an option id (kebab or camel case).
 * 
 * This interface was referenced by `VocabularyBuildingBlocks`'s JSON-Schema
 * via the `definition` "name".
 */
name?: string
/**
 * A zone: the id of a zone the mode declares, {zone, seat} for a zone declared per seat, or {of} for the zone a selector names.
 * 
 * This interface was referenced by `VocabularyBuildingBlocks`'s JSON-Schema
 * via the `definition` "zone-ref".
 */
zone?: (string | {
/**
 * The per-seat zone declaration.
 */
zone: string
seat: Selector
} | {
of: Selector
})
where?: Expression
do: Effects
}
/**
 * A phase of the turn starts (binds phase as text).
 */
export interface PhaseStart {
/**
 * Discriminator: phase-start.
 */
on: "phase-start"
/**
 * For phase-start/phase-end: only this phase.
 */
phase?: string
/**
 * For action-done: only this action.
 */
action?: string
/**
 * A local name: a binding, a variable, a signal, an outcome, an option id (kebab or camel case).
 * 
 * This interface was referenced by `VocabularyBuildingBlocks`'s JSON-Schema
 * via the `definition` "name".
 */
name?: string
/**
 * A zone: the id of a zone the mode declares, {zone, seat} for a zone declared per seat, or {of} for the zone a selector names.
 * 
 * This interface was referenced by `VocabularyBuildingBlocks`'s JSON-Schema
 * via the `definition` "zone-ref".
 */
zone?: (string | {
/**
 * The per-seat zone declaration.
 */
zone: string
seat: Selector
} | {
of: Selector
})
where?: Expression
do: Effects
}
/**
 * A phase of the turn ends (binds phase as text).
 */
export interface PhaseEnd {
/**
 * Discriminator: phase-end.
 */
on: "phase-end"
/**
 * For phase-start/phase-end: only this phase.
 */
phase?: string
/**
 * For action-done: only this action.
 */
action?: string
/**
 * A local name: a binding, a variable, a signal, an outcome, an option id (kebab or camel case).
 * 
 * This interface was referenced by `VocabularyBuildingBlocks`'s JSON-Schema
 * via the `definition` "name".
 */
name?: string
/**
 * A zone: the id of a zone the mode declares, {zone, seat} for a zone declared per seat, or {of} for the zone a selector names.
 * 
 * This interface was referenced by `VocabularyBuildingBlocks`'s JSON-Schema
 * via the `definition` "zone-ref".
 */
zone?: (string | {
/**
 * The per-seat zone declaration.
 */
zone: string
seat: Selector
} | {
of: Selector
})
where?: Expression
do: Effects
}
/**
 * A turn (one pass of the mode's turn phases) starts.
 */
export interface TurnStart {
/**
 * Discriminator: turn-start.
 */
on: "turn-start"
/**
 * For phase-start/phase-end: only this phase.
 */
phase?: string
/**
 * For action-done: only this action.
 */
action?: string
/**
 * A local name: a binding, a variable, a signal, an outcome, an option id (kebab or camel case).
 * 
 * This interface was referenced by `VocabularyBuildingBlocks`'s JSON-Schema
 * via the `definition` "name".
 */
name?: string
/**
 * A zone: the id of a zone the mode declares, {zone, seat} for a zone declared per seat, or {of} for the zone a selector names.
 * 
 * This interface was referenced by `VocabularyBuildingBlocks`'s JSON-Schema
 * via the `definition` "zone-ref".
 */
zone?: (string | {
/**
 * The per-seat zone declaration.
 */
zone: string
seat: Selector
} | {
of: Selector
})
where?: Expression
do: Effects
}
/**
 * Setup has finished.
 */
export interface GameStart {
/**
 * Discriminator: game-start.
 */
on: "game-start"
/**
 * For phase-start/phase-end: only this phase.
 */
phase?: string
/**
 * For action-done: only this action.
 */
action?: string
/**
 * A local name: a binding, a variable, a signal, an outcome, an option id (kebab or camel case).
 * 
 * This interface was referenced by `VocabularyBuildingBlocks`'s JSON-Schema
 * via the `definition` "name".
 */
name?: string
/**
 * A zone: the id of a zone the mode declares, {zone, seat} for a zone declared per seat, or {of} for the zone a selector names.
 * 
 * This interface was referenced by `VocabularyBuildingBlocks`'s JSON-Schema
 * via the `definition` "zone-ref".
 */
zone?: (string | {
/**
 * The per-seat zone declaration.
 */
zone: string
seat: Selector
} | {
of: Selector
})
where?: Expression
do: Effects
}
/**
 * A named signal (effects signal, resolve-each).
 */
export interface Signal1 {
/**
 * Discriminator: signal.
 */
on: "signal"
/**
 * For phase-start/phase-end: only this phase.
 */
phase?: string
/**
 * For action-done: only this action.
 */
action?: string
/**
 * A local name: a binding, a variable, a signal, an outcome, an option id (kebab or camel case).
 * 
 * This interface was referenced by `VocabularyBuildingBlocks`'s JSON-Schema
 * via the `definition` "name".
 */
name?: string
/**
 * A zone: the id of a zone the mode declares, {zone, seat} for a zone declared per seat, or {of} for the zone a selector names.
 * 
 * This interface was referenced by `VocabularyBuildingBlocks`'s JSON-Schema
 * via the `definition` "zone-ref".
 */
zone?: (string | {
/**
 * The per-seat zone declaration.
 */
zone: string
seat: Selector
} | {
of: Selector
})
where?: Expression
do: Effects
}
/**
 * The pieces may not perform these actions (a programmed one is lost).
 */
export interface ForbidAction {
/**
 * Discriminator: forbid-action.
 */
rule: "forbid-action"
while?: Expression
/**
 * Whom it applies to. On a room/card the default is occupants (pieces standing on it); on a character, that piece; on a mode, everyone.
 */
scope?: ("occupants" | "self" | "all")
/**
 * The actions.
 */
actions: (string | [string, ...(string)[]])
}
/**
 * The targets of these actions are limited to those for which `allow` holds (binds piece, target, self).
 */
export interface RestrictTargets {
/**
 * Discriminator: restrict-targets.
 */
rule: "restrict-targets"
while?: Expression
/**
 * Whom it applies to. On a room/card the default is occupants (pieces standing on it); on a character, that piece; on a mode, everyone.
 */
scope?: ("occupants" | "self" | "all")
/**
 * The actions.
 */
actions: (string | [string, ...(string)[]])
allow: Expression
}
/**
 * Nobody may choose this component as an action target (move, push …) while it holds, except pieces for which `except` holds. On a mode, binds self = the candidate component.
 */
export interface BlockEntry {
/**
 * Discriminator: block-entry.
 */
rule: "block-entry"
while?: Expression
/**
 * Whom it applies to. On a room/card the default is occupants (pieces standing on it); on a character, that piece; on a mode, everyone.
 */
scope?: ("occupants" | "self" | "all")
except?: Expression
}
/**
 * The pieces may program at most this many actions.
 */
export interface MaxProgram {
/**
 * Discriminator: max-program.
 */
rule: "max-program"
while?: Expression
/**
 * Whom it applies to. On a room/card the default is occupants (pieces standing on it); on a character, that piece; on a mode, everyone.
 */
scope?: ("occupants" | "self" | "all")
/**
 * The limit.
 */
count: number
}
/**
 * The pieces' programming is drawn at random by the seeded RNG instead of chosen.
 */
export interface RandomProgram {
/**
 * Discriminator: random-program.
 */
rule: "random-program"
while?: Expression
/**
 * Whom it applies to. On a room/card the default is occupants (pieces standing on it); on a character, that piece; on a mode, everyone.
 */
scope?: ("occupants" | "self" | "all")
}
/**
 * When a shift pushes this component past the grid edge, it leaves the grid (fires left-grid) instead of wrapping, if `when` holds (binds self).
 */
export interface LeaveGridOnShift {
/**
 * Discriminator: leave-grid-on-shift.
 */
rule: "leave-grid-on-shift"
while?: Expression
/**
 * Whom it applies to. On a room/card the default is occupants (pieces standing on it); on a character, that piece; on a mode, everyone.
 */
scope?: ("occupants" | "self" | "all")
when: Expression
}
/**
 * Raises a named flag shown in every view (e.g. no table talk).
 */
export interface Flag1 {
/**
 * Discriminator: flag.
 */
rule: "flag"
while?: Expression
/**
 * Whom it applies to. On a room/card the default is occupants (pieces standing on it); on a character, that piece; on a mode, everyone.
 */
scope?: ("occupants" | "self" | "all")
/**
 * A local name: a binding, a variable, a signal, an outcome, an option id (kebab or camel case).
 * 
 * This interface was referenced by `VocabularyBuildingBlocks`'s JSON-Schema
 * via the `definition` "name".
 */
name: string
}
/**
 * The pieces may not program these actions (programming offers no programme naming them); an action already programmed is not affected.
 */
export interface ForbidProgram {
/**
 * Discriminator: forbid-program.
 */
rule: "forbid-program"
while?: Expression
/**
 * Whom it applies to. On a room/card the default is occupants (pieces standing on it); on a character, that piece; on a mode, everyone.
 */
scope?: ("occupants" | "self" | "all")
/**
 * The actions.
 */
actions: (string | [string, ...(string)[]])
}
export interface PuzzleCard {
$schema?: SchemaLink
/**
 * Marks this entity as a card. Always "card".
 */
kind: "card"
id: Id
name: Text
aliases?: Aliases
origin?: Origin
description?: Text
tags?: Tags
/**
 * A puzzle card (Escape Room Puzzle mode): a constraint on where rooms or figures must be.
 */
type: "puzzle"
/**
 * The number printed on the card. Example: 7.
 */
number: number
text?: Text
/**
 * Extra facts about it that expressions read with the `prop` operator, as text, numbers or booleans. Example: {"ring": 2, "robot": true}.
 */
props?: {
/**
 * One property's value.
 */
[k: string]: string | number | boolean | undefined
}
condition?: Expression
}
export interface EnigmaCard {
$schema?: SchemaLink
/**
 * Marks this entity as a card. Always "card".
 */
kind: "card"
id: Id
name: Text
aliases?: Aliases
origin?: Origin
description?: Text
tags?: Tags
/**
 * An enigma card (Escape Room mode): a clue toward one or more Secret Code room codes.
 */
type: "enigma"
/**
 * The card's number within its scenario. Example: 3.
 */
number: number
clue: Text
/**
 * Extra facts about it that expressions read with the `prop` operator, as text, numbers or booleans. Example: {"ring": 2, "robot": true}.
 */
props?: {
/**
 * One property's value.
 */
[k: string]: string | number | boolean | undefined
}
/**
 * A picture in the pack to show with the clue, as a path relative to the pack. Example: "images/enigma-3.png".
 */
image?: string
}
export interface PlainCard {
$schema?: SchemaLink
/**
 * Marks this entity as a card. Always "card".
 */
kind: "card"
id: Id
name: Text
aliases?: Aliases
origin?: Origin
description?: Text
tags?: Tags
/**
 * Any other card of the card games: Two Rooms character cards, level cards, passes… A plain card is a component definition: `create-components`, the `components` selector's `def` and the `is` expression name it like a room.
 */
type: "plain"
/**
 * The number printed on the card; Two Rooms skills fire in number order. Example: 4.
 */
number?: number
colour?: Colour
/**
 * How many copies of this card the box holds (a mode's setup says how many it uses); read as the property "copies". Example: 2.
 */
copies?: number
text?: Text
/**
 * Extra facts about it that expressions read with the `prop` operator, as text, numbers or booleans. Example: {"ring": 2, "robot": true}.
 */
props?: {
/**
 * One property's value.
 */
[k: string]: string | number | boolean | undefined
}
back?: Text
/**
 * Abilities printed on the card.
 */
abilities?: Ability[]
/**
 * Effects this card runs on events while it is a component on the table (placed, revealed, a `signal` such as a skill resolving…); `self` is the card.
 */
triggers?: Trigger[]
/**
 * Standing rules while the card is on the table (scope `occupants` by default, `all` for every piece).
 */
modifiers?: Modifier[]
}
/**
 * A special ability of a character, as players read it; its behaviour lives in the character's actions, triggers and modifiers.
 * 
 * This interface was referenced by `Character`'s JSON-Schema
 * via the `definition` "ability".
 */
export interface Ability {
id: Id
name: Text
text?: Text
/**
 * How often the ability may be used.
 */
uses?: ("unlimited" | "once-per-turn" | "once-per-round" | "once-per-game")
action?: Reference
}
/**
 * A character (a figure on the board, or a character card) and its special abilities.
 * 
 * This interface was referenced by `RoomsmithSchemas`'s JSON-Schema
 * via the `definition` "character".
 */
export interface Character {
$schema?: SchemaLink
/**
 * Marks this entity as a character. Always "character".
 */
kind: "character"
id: Id
name: Text
aliases?: Aliases
origin?: Origin
description?: Text
tags?: Tags
text?: Text
/**
 * Extra facts about it that expressions read with the `prop` operator, as text, numbers or booleans. Example: {"ring": 2, "robot": true}.
 */
props?: {
/**
 * One property's value.
 */
[k: string]: string | number | boolean | undefined
}
/**
 * What the character starts the game with (tokens, tiles in reserve): each entry becomes a piece variable of that name when its piece is created, which its abilities spend and count. Example: {"locks": 2}.
 */
kit?: {
/**
 * How many of this the character starts with.
 */
[k: string]: number | undefined
}
pair?: Reference
/**
 * The character's special abilities (Season 2 and later; Season 1 characters have none).
 */
abilities?: Ability[]
/**
 * The character's own actions: special abilities played like Look or Move (the engine compiles these).
 */
actions?: Action[]
/**
 * Effects on events concerning this character (an ability that reacts).
 */
triggers?: Trigger[]
/**
 * Standing rules this character imposes or enjoys.
 */
modifiers?: Modifier[]
}
/**
 * A player action as data (LOOK, MOVE, PUSH, CONTROL, special abilities): when it is legal, what it targets, what it does. Bindings: actor (the piece), seat, target (the chosen target).
 * 
 * This interface was referenced by `RoomsmithSchemas`'s JSON-Schema
 * via the `definition` "vocabulary-action".
 */
export interface Action {
/**
 * A local name: a binding, a variable, a signal, an outcome, an option id (kebab or camel case).
 * 
 * This interface was referenced by `VocabularyBuildingBlocks`'s JSON-Schema
 * via the `definition` "name".
 */
id: string
/**
 * Text shown to players: a plain string or a map of BCP-47 language tags to strings.
 * 
 * This interface was referenced by `VocabularyBuildingBlocks`'s JSON-Schema
 * via the `definition` "text".
 */
name?: (string | {
/**
 * The text in that language.
 */
[k: string]: string | undefined
})
/**
 * Text shown to players: a plain string or a map of BCP-47 language tags to strings.
 * 
 * This interface was referenced by `VocabularyBuildingBlocks`'s JSON-Schema
 * via the `definition` "text".
 */
description?: (string | {
/**
 * The text in that language.
 */
[k: string]: string | undefined
})
when?: Expression
/**
 * A free action (a reminder token): offered by act phases that list it, before the piece acts; it is not one of the piece's actions (no action-done, not counted this turn, never programmed).
 */
free?: boolean
/**
 * The target the seat chooses before the effects; with no legal target the action is lost.
 */
target?: {
from: Selector
/**
 * Text shown to players: a plain string or a map of BCP-47 language tags to strings.
 * 
 * This interface was referenced by `VocabularyBuildingBlocks`'s JSON-Schema
 * via the `definition` "text".
 */
prompt?: (string | {
/**
 * The text in that language.
 */
[k: string]: string | undefined
})
}
do: Effects
}
/**
 * Building blocks shared by every content kind: ids, references, text, origin.
 * 
 * This interface was referenced by `RoomsmithSchemas`'s JSON-Schema
 * via the `definition` "common".
 */
export interface Common {
[k: string]: unknown | undefined
}
/**
 * An inclusive range of counts. Example: {"min": 2, "max": 6}.
 * 
 * This interface was referenced by `Common`'s JSON-Schema
 * via the `definition` "range".
 */
export interface CountRange {
/**
 * The smallest count allowed.
 */
min: number
/**
 * The largest count allowed.
 */
max: number
}
/**
 * A room: a tile of the complex in Room 25, or a room card in Double Rush. Its behaviour is triggers and modifiers from the vocabulary.
 * 
 * This interface was referenced by `RoomsmithSchemas`'s JSON-Schema
 * via the `definition` "room".
 */
export interface Room {
$schema?: SchemaLink
/**
 * Marks this entity as a room. Always "room".
 */
kind: "room"
id: Id
name: Text
aliases?: Aliases
origin?: Origin
description?: Text
tags?: Tags
colour: Colour
/**
 * How many tiles or cards of this room the box holds (compositions say how many a mode uses). Example: 2.
 */
copies?: number
text?: Text
/**
 * Extra facts about it that expressions read with the `prop` operator, as text, numbers or booleans. Example: {"ring": 2, "robot": true}.
 */
props?: {
/**
 * One property's value.
 */
[k: string]: string | number | boolean | undefined
}
/**
 * For Secret Code rooms: the shape of the code that activates it. Example: {"alphabet": "digits", "length": 4}.
 */
code?: {
/**
 * Which symbols the code uses.
 */
alphabet: ("letters" | "digits")
/**
 * How many symbols the code has. Example: 3.
 */
length: number
}
/**
 * What happens and when: each trigger runs its effects on an event (entering, revealing, leaving, end of round…).
 */
triggers?: Trigger[]
/**
 * Standing rules while a figure is here or while a condition holds (no Look here, one action only…).
 */
modifiers?: Modifier[]
/**
 * Extra actions this room offers to figures standing in it.
 */
actions?: Action[]
}
/**
 * A reusable list of cards (or rooms dealt as cards) with counts.
 * 
 * This interface was referenced by `RoomsmithSchemas`'s JSON-Schema
 * via the `definition` "deck".
 */
export interface Deck {
$schema?: SchemaLink
/**
 * Marks this entity as a deck. Always "deck".
 */
kind: "deck"
id: Id
name: Text
aliases?: Aliases
origin?: Origin
description?: Text
tags?: Tags
/**
 * The deck list. Example: [{"card": "panic-1", "copies": 2}].
 * 
 * @minItems 1
 */
entries: [DeckEntry, ...(DeckEntry)[]]
/**
 * Whether the deck is shuffled when set up. Defaults to true.
 */
shuffled?: boolean
/**
 * Whether cards lie face up. Defaults to false.
 */
faceUp?: boolean
}
/**
 * A game mode: who plays, the zones and counters, setup, turn structure, actions, and how it ends.
 * 
 * This interface was referenced by `RoomsmithSchemas`'s JSON-Schema
 * via the `definition` "mode".
 */
export interface Mode {
$schema?: SchemaLink
/**
 * Marks this entity as a mode. Always "mode".
 */
kind: "mode"
id: Id
name: Text
aliases?: Aliases
origin?: Origin
description?: Text
tags?: Tags
extends?: Reference
/**
 * Edits to the lists the base mode gives, instead of replacing a list whole: for each list, "replace" items by id in place, "remove" ids, "append" new items at the end (in that order). Only with "extends", and not for a list the mode also gives whole. Resolved by the loader: the engine sees the complete list. Example: {"actions": {"replace": [{"id": "control", …}], "append": [{"id": "show-card", …}]}}.
 */
amend?: {
/**
 * Changes to the base's zones, matched by id: replace in place, remove, then append at the end.
 */
zones?: {
/**
 * New zones added after the base's, in this order. An item whose id the base already has is an error: use replace.
 * 
 * @minItems 1
 */
append?: [ZoneDeclaration, ...(ZoneDeclaration)[]]
/**
 * Zones that take the place of the base's item with the same id, where it stands in the list. An id the base does not have is an error.
 * 
 * @minItems 1
 */
replace?: [ZoneDeclaration, ...(ZoneDeclaration)[]]
/**
 * Ids of the base's zones to leave out. An id the base does not have is an error.
 * 
 * @minItems 1
 * 
 * Items: The id of an item of the base list.
 */
remove?: [string, ...(string)[]]
}
/**
 * Changes to the base's counters, matched by id: replace in place, remove, then append at the end.
 */
counters?: {
/**
 * New counters added after the base's, in this order. An item whose id the base already has is an error: use replace.
 * 
 * @minItems 1
 */
append?: [CounterDeclaration, ...(CounterDeclaration)[]]
/**
 * Counters that take the place of the base's item with the same id, where it stands in the list. An id the base does not have is an error.
 * 
 * @minItems 1
 */
replace?: [CounterDeclaration, ...(CounterDeclaration)[]]
/**
 * Ids of the base's counters to leave out. An id the base does not have is an error.
 * 
 * @minItems 1
 * 
 * Items: The id of an item of the base list.
 */
remove?: [string, ...(string)[]]
}
/**
 * Changes to the base's roles, matched by id: replace in place, remove, then append at the end.
 */
roles?: {
/**
 * New roles added after the base's, in this order. An item whose id the base already has is an error: use replace.
 * 
 * @minItems 1
 */
append?: [RoleDecl, ...(RoleDecl)[]]
/**
 * Roles that take the place of the base's item with the same id, where it stands in the list. An id the base does not have is an error.
 * 
 * @minItems 1
 */
replace?: [RoleDecl, ...(RoleDecl)[]]
/**
 * Ids of the base's roles to leave out. An id the base does not have is an error.
 * 
 * @minItems 1
 * 
 * Items: The id of an item of the base list.
 */
remove?: [string, ...(string)[]]
}
/**
 * Changes to the base's markers, matched by id: replace in place, remove, then append at the end.
 */
markers?: {
/**
 * New markers added after the base's, in this order. An item whose id the base already has is an error: use replace.
 * 
 * @minItems 1
 */
append?: [MarkerDecl, ...(MarkerDecl)[]]
/**
 * Markers that take the place of the base's item with the same id, where it stands in the list. An id the base does not have is an error.
 * 
 * @minItems 1
 */
replace?: [MarkerDecl, ...(MarkerDecl)[]]
/**
 * Ids of the base's markers to leave out. An id the base does not have is an error.
 * 
 * @minItems 1
 * 
 * Items: The id of an item of the base list.
 */
remove?: [string, ...(string)[]]
}
/**
 * Changes to the base's tokens, matched by id: replace in place, remove, then append at the end.
 */
tokens?: {
/**
 * New tokens added after the base's, in this order. An item whose id the base already has is an error: use replace.
 * 
 * @minItems 1
 */
append?: [TokenDecl, ...(TokenDecl)[]]
/**
 * Tokens that take the place of the base's item with the same id, where it stands in the list. An id the base does not have is an error.
 * 
 * @minItems 1
 */
replace?: [TokenDecl, ...(TokenDecl)[]]
/**
 * Ids of the base's tokens to leave out. An id the base does not have is an error.
 * 
 * @minItems 1
 * 
 * Items: The id of an item of the base list.
 */
remove?: [string, ...(string)[]]
}
/**
 * Changes to the base's phases, matched by id: replace in place, remove, then append at the end.
 */
phases?: {
/**
 * New phases added after the base's, in this order. An item whose id the base already has is an error: use replace.
 * 
 * @minItems 1
 */
append?: [Phase, ...(Phase)[]]
/**
 * Phases that take the place of the base's item with the same id, where it stands in the list. An id the base does not have is an error.
 * 
 * @minItems 1
 */
replace?: [Phase, ...(Phase)[]]
/**
 * Ids of the base's phases to leave out. An id the base does not have is an error.
 * 
 * @minItems 1
 * 
 * Items: The id of an item of the base list.
 */
remove?: [string, ...(string)[]]
}
/**
 * Changes to the base's actions, matched by id: replace in place, remove, then append at the end.
 */
actions?: {
/**
 * New actions added after the base's, in this order. An item whose id the base already has is an error: use replace.
 * 
 * @minItems 1
 */
append?: [Action, ...(Action)[]]
/**
 * Actions that take the place of the base's item with the same id, where it stands in the list. An id the base does not have is an error.
 * 
 * @minItems 1
 */
replace?: [Action, ...(Action)[]]
/**
 * Ids of the base's actions to leave out. An id the base does not have is an error.
 * 
 * @minItems 1
 * 
 * Items: The id of an item of the base list.
 */
remove?: [string, ...(string)[]]
}
/**
 * Changes to the base's endings, matched by id: replace in place, remove, then append at the end.
 */
endings?: {
/**
 * New endings added after the base's, in this order. An item whose id the base already has is an error: use replace.
 * 
 * @minItems 1
 */
append?: [Ending, ...(Ending)[]]
/**
 * Endings that take the place of the base's item with the same id, where it stands in the list. An id the base does not have is an error.
 * 
 * @minItems 1
 */
replace?: [Ending, ...(Ending)[]]
/**
 * Ids of the base's endings to leave out. An id the base does not have is an error.
 * 
 * @minItems 1
 * 
 * Items: The id of an item of the base list.
 */
remove?: [string, ...(string)[]]
}
/**
 * Triggers added after the base's (they have no ids, so they can only be appended).
 */
triggers?: {
/**
 * New triggers added after the base's, in this order. An item whose id the base already has is an error: use replace.
 * 
 * @minItems 1
 */
append?: [Trigger, ...(Trigger)[]]
}
/**
 * Modifiers added after the base's (they have no ids, so they can only be appended).
 */
modifiers?: {
/**
 * New modifiers added after the base's, in this order. An item whose id the base already has is an error: use replace.
 * 
 * @minItems 1
 */
append?: [Modifier, ...(Modifier)[]]
}
}
seats?: Seats1
/**
 * The zones the mode plays with: the complex (a grid with regions such as the exit zones), decks, discard piles, hands.
 */
zones?: ZoneDeclaration[]
/**
 * Counters: the countdown, rounds, any variable.
 */
counters?: CounterDeclaration[]
/**
 * The roles seats can hold.
 */
roles?: RoleDecl[]
/**
 * Markers the mode uses (pack.json may declare more).
 */
markers?: MarkerDecl[]
/**
 * Tokens the mode uses (pack.json may declare more).
 */
tokens?: TokenDecl[]
setup?: Setup
/**
 * The turn structure, phase by phase (programming, action rounds, countdown).
 */
phases?: Phase[]
/**
 * The actions players may take (Look, Move, Push, Control…).
 */
actions?: Action[]
/**
 * Mode-wide effects on events (e.g. the Alert when Room 25 is entered early).
 */
triggers?: Trigger[]
/**
 * Mode-wide standing rules (e.g. only Look and Move in the Central Room).
 */
modifiers?: Modifier[]
/**
 * How the game ends, victory or defeat, checked in order; the first that holds ends the match.
 */
endings?: Ending[]
/**
 * Hints for simulation bots (roomsmith sim, the studio's playtest): what the mode's goal needs, what to keep away from, how much each part of a position counts. Optional: bots also learn which content eliminates and which content escapes from the content itself.
 */
bots?: {
/**
 * Components the mode's goal needs (the exit, a key): bots head for them.
 * 
 * Items: A room or card id.
 */
seek?: string[]
/**
 * Components bots keep away from, beyond those they see eliminate in the content.
 * 
 * Items: A room or card id.
 */
avoid?: string[]
/**
 * Every seat wins or loses together (bots then play for the team). Learnt from the endings when absent.
 */
cooperative?: boolean
/**
 * What the mode's table talk means, for bots: the options a seat picks to say something about a face it saw ("Say: red"), each with the value of a content property it names (a room's colour). In a cooperative mode bots say what they saw truthfully, and read what teammates said (the announcement after a look) as evidence of that face.
 */
signals?: {
/**
 * The content property the options name (e.g. colour).
 */
property: string
/**
 * Option id (of a choose-option in the mode) to the property value it says.
 */
options: {
[k: string]: string | undefined
}
}
/**
 * A cooperative team plan for bots: which of the mode's actions move the actor, look at a hidden tile and shift the actor's line. With it, bots of a cooperative team head together for the goal they know (seen, face up, or announced), or spread out to look at the cells where the setup may have dealt it, along tiles known to be safe; programme both actions together (Look at an unknown step then Move, Move then Move); wait on the goal for the team; and shift its line to take it out, or nearer the team. Without it bots make no team plan.
 */
plan?: {
/**
 * The action that moves the actor onto an adjacent target.
 */
move: string
/**
 * The action that looks at an adjacent hidden target.
 */
look?: string
/**
 * The action that shifts the actor's row or column (and can take the goal out of the grid).
 */
shift?: string
/**
 * A stage before the goal: content a member of the team must enter first (Season 2 Cooperation's Key Room), done once a mode counter reaches a value. Until then the member nearest it heads for it (or, unseen, looks where the setup may deal it), the others go on with the plan, and nobody takes the goal out.
 */
first?: {
/**
 * The content to enter first.
 * 
 * @minItems 1
 * 
 * Items: A room or card id.
 */
seek: [string, ...(string)[]]
/**
 * The mode counter that says the stage is done (e.g. the Key Room sets key to 1).
 */
counter: string
/**
 * The counter's value once the stage is done (default 1).
 */
atLeast?: number
}
}
/**
 * Seat variables that count toward winning (rounds won, a pass held): a bot values having more of them than its opponents.
 * 
 * Items: One seat variable and the value that wins.
 */
progress?: {
/**
 * The seat variable's name.
 */
seatVar: string
/**
 * The value that counts as complete (e.g. 2 rounds won).
 */
target: number
/**
 * How much this variable counts (default 4).
 */
weight?: number
}[]
/**
 * How much each part of a position counts for the heuristic bot (0–100; defaults: survive 4, escape 6, goal 2, explore 1, lethal 8, plan 5, risk 4).
 */
weights?: {
/**
 * Own or team pieces still in play.
 */
survive?: number
/**
 * Own or team pieces escaped.
 */
escape?: number
/**
 * Closeness of pieces to a known goal component.
 */
goal?: number
/**
 * Faces of the table the seat knows.
 */
explore?: number
/**
 * Penalty for stepping onto a component known to eliminate.
 */
lethal?: number
/**
 * Following the team plan (see plan) in the bot's own choices, in hundredths of a position's score; 0 leaves the plan to guide only its lookahead.
 */
plan?: number
/**
 * How much a tile's chance of eliminating lengthens a planned route (a step onto a tile known to be safe counts 1).
 */
risk?: number
}
}
}
/**
 * A zone a mode declares: a grid (the complex), a stack (deck, discard pile), a set (a closed room, a wounded area) or a hand.
 * 
 * This interface was referenced by `RoomsmithSchemas`'s JSON-Schema
 * via the `definition` "vocabulary-zone".
 */
export interface ZoneDeclaration {
/**
 * A local name: a binding, a variable, a signal, an outcome, an option id (kebab or camel case).
 * 
 * This interface was referenced by `VocabularyBuildingBlocks`'s JSON-Schema
 * via the `definition` "name".
 */
id: string
/**
 * The kind.
 */
kind: ("grid" | "stack" | "set" | "hand")
/**
 * Grid rows (at most 64).
 */
rows?: number
/**
 * Grid columns (at most 64).
 */
cols?: number
/**
 * Rows that never shift.
 * 
 * Items: A row index.
 */
fixedRows?: number[]
/**
 * Columns that never shift.
 * 
 * Items: A column index.
 */
fixedCols?: number[]
/**
 * Named sets of cells, by [row, col] or by Manhattan distance from a cell.
 */
regions?: {
/**
 * One region.
 */
[k: string]: [number, number][] | {
/**
 * [row, col].
 * 
 * @minItems 2
 * @maxItems 2
 */
from: [number, number]
/**
 * Least distance.
 */
min: number
/**
 * Greatest distance.
 */
max: number
} | undefined
}
/**
 * One zone per seat (ids zone@seat); refer to it as {zone, seat}.
 */
perSeat?: boolean
/**
 * Its face-down order and contents are hidden from seats that do not own it (hands are always private).
 */
private?: boolean
/**
 * What seats the zone is not opened to (open-zone) see of its items; the owner of a hand or per-seat zone always sees them. Faces follow the usual rules (face up, or seen).
 */
contents?: ("public" | "count" | "hidden")
}
/**
 * A global number the mode keeps (turns left, a key flag, a score).
 * 
 * This interface was referenced by `RoomsmithSchemas`'s JSON-Schema
 * via the `definition` "vocabulary-counter".
 */
export interface CounterDeclaration {
/**
 * A local name: a binding, a variable, a signal, an outcome, an option id (kebab or camel case).
 * 
 * This interface was referenced by `VocabularyBuildingBlocks`'s JSON-Schema
 * via the `definition` "name".
 */
id: string
/**
 * Starting value (default 0).
 */
initial?: number
/**
 * Text shown to players: a plain string or a map of BCP-47 language tags to strings.
 * 
 * This interface was referenced by `VocabularyBuildingBlocks`'s JSON-Schema
 * via the `definition` "text".
 */
name?: (string | {
/**
 * The text in that language.
 */
[k: string]: string | undefined
})
/**
 * Shown to players (default true).
 */
visible?: boolean
}
/**
 * Declares a role.
 * 
 * This interface was referenced by `Mode`'s JSON-Schema
 * via the `definition` "role".
 */
export interface RoleDecl {
id: Id
name?: Text
description?: Text
team?: Id
/**
 * Whether the role is dealt face down. Defaults to false.
 */
hidden?: boolean
}
/**
 * Declares a marker.
 * 
 * This interface was referenced by `Mode`'s JSON-Schema
 * via the `definition` "markerDecl".
 */
export interface MarkerDecl {
id: Id
name?: Text
description?: Text
}
/**
 * Declares a token.
 * 
 * This interface was referenced by `Mode`'s JSON-Schema
 * via the `definition` "tokenDecl".
 */
export interface TokenDecl {
id: Id
name?: Text
description?: Text
/**
 * How many each seat starts with. Example: 1.
 */
count?: number
/**
 * How many each piece (character) starts with: create-pieces sets the piece variable named after the token to this count. Example: 1 (an Adrenaline token per character).
 */
perPiece?: number
}
/**
 * Secret simultaneous programming: each seat orders up to `slots` different actions for each of its pieces (one piece per seat per decision). Option ids: program:look,move.
 */
export interface Program {
/**
 * Discriminator: program.
 */
type: "program"
/**
 * A local name: a binding, a variable, a signal, an outcome, an option id (kebab or camel case).
 * 
 * This interface was referenced by `VocabularyBuildingBlocks`'s JSON-Schema
 * via the `definition` "name".
 */
id: string
who?: Selector
/**
 * The actions offered.
 */
actions: (string | [string, ...(string)[]])
/**
 * How many actions (default 2; at most 6, since every programme of that length becomes an option).
 */
slots?: number
/**
 * Fewest allowed (default 1).
 */
min?: number
/**
 * All different (default true).
 */
distinct?: boolean
/**
 * Actions a piece may add beside its programme (a once-a-game token that buys an extra round). Each is offered, alone or with the others, while the action is possible for the piece when programming starts (its `when` holds and no modifier forbids it); never under random-program. Option ids: program:look,move+adrenaline. Picking one sets the extra's piece variable to 1; a later phase (an `each` over the pieces whose variable is 1) plays it.
 * 
 * @maxItems 3
 * 
 * Items: One extra: the action and the piece variable that records it.
 */
extras?: []|[{
/**
 * The action added to the programme. Example: "adrenaline".
 */
action: string
/**
 * A local name: a binding, a variable, a signal, an outcome, an option id (kebab or camel case).
 * 
 * This interface was referenced by `VocabularyBuildingBlocks`'s JSON-Schema
 * via the `definition` "name".
 */
var: string
}]|[{
/**
 * The action added to the programme. Example: "adrenaline".
 */
action: string
/**
 * A local name: a binding, a variable, a signal, an outcome, an option id (kebab or camel case).
 * 
 * This interface was referenced by `VocabularyBuildingBlocks`'s JSON-Schema
 * via the `definition` "name".
 */
var: string
}, {
/**
 * The action added to the programme. Example: "adrenaline".
 */
action: string
/**
 * A local name: a binding, a variable, a signal, an outcome, an option id (kebab or camel case).
 * 
 * This interface was referenced by `VocabularyBuildingBlocks`'s JSON-Schema
 * via the `definition` "name".
 */
var: string
}]|[{
/**
 * The action added to the programme. Example: "adrenaline".
 */
action: string
/**
 * A local name: a binding, a variable, a signal, an outcome, an option id (kebab or camel case).
 * 
 * This interface was referenced by `VocabularyBuildingBlocks`'s JSON-Schema
 * via the `definition` "name".
 */
var: string
}, {
/**
 * The action added to the programme. Example: "adrenaline".
 */
action: string
/**
 * A local name: a binding, a variable, a signal, an outcome, an option id (kebab or camel case).
 * 
 * This interface was referenced by `VocabularyBuildingBlocks`'s JSON-Schema
 * via the `definition` "name".
 */
var: string
}, {
/**
 * The action added to the programme. Example: "adrenaline".
 */
action: string
/**
 * A local name: a binding, a variable, a signal, an outcome, an option id (kebab or camel case).
 * 
 * This interface was referenced by `VocabularyBuildingBlocks`'s JSON-Schema
 * via the `definition` "name".
 */
var: string
}]
}
/**
 * Each piece, in turn order, performs its programmed action of this slot. A piece that programmed fewer actions is asked whether to play it now (act:now) or later (act:later); in the last slot it plays.
 */
export interface Act {
/**
 * Discriminator: act.
 */
type: "act"
/**
 * A local name: a binding, a variable, a signal, an outcome, an option id (kebab or camel case).
 * 
 * This interface was referenced by `VocabularyBuildingBlocks`'s JSON-Schema
 * via the `definition` "name".
 */
id: string
who?: Selector
/**
 * 0 for the first action, 1 for the second …
 */
slot: number
/**
 * Free actions offered (free:<id>, or free:none to go on) before each piece acts.
 * 
 * Items: A free action.
 */
free?: string[]
/**
 * Pieces that choose their action on the spot instead of playing a programme (a revealed role, a character that no longer programs): when such a piece's turn comes, these effects run for it (bound as `it`, `actor`, with its `seat`) instead of its programmed action. Leave them out of the program phase with its `who`.
 */
live?: {
who: Selector
do: Effects
}
}
/**
 * Runs the effects once per item (pieces or seats), in turn order, with the item bound as `it` (and `seat`, `actor` for a piece). Items gone meanwhile are skipped.
 */
export interface Each {
/**
 * Discriminator: each.
 */
type: "each"
/**
 * A local name: a binding, a variable, a signal, an outcome, an option id (kebab or camel case).
 * 
 * This interface was referenced by `VocabularyBuildingBlocks`'s JSON-Schema
 * via the `definition` "name".
 */
id: string
who: Selector
do: Effects
}
/**
 * Runs the effects once.
 */
export interface Effects1 {
/**
 * Discriminator: effects.
 */
type: "effects"
/**
 * A local name: a binding, a variable, a signal, an outcome, an option id (kebab or camel case).
 * 
 * This interface was referenced by `VocabularyBuildingBlocks`'s JSON-Schema
 * via the `definition` "name".
 */
id: string
do: Effects
}
/**
 * A way the match ends, checked in order after every action, phase and before every decision.
 * 
 * This interface was referenced by `RoomsmithSchemas`'s JSON-Schema
 * via the `definition` "vocabulary-ending".
 */
export interface Ending {
when: Expression
/**
 * A local name: a binding, a variable, a signal, an outcome, an option id (kebab or camel case).
 * 
 * This interface was referenced by `VocabularyBuildingBlocks`'s JSON-Schema
 * via the `definition` "name".
 */
outcome: string
winners?: Selector
/**
 * Text shown to players: a plain string or a map of BCP-47 language tags to strings.
 * 
 * This interface was referenced by `VocabularyBuildingBlocks`'s JSON-Schema
 * via the `definition` "text".
 */
text?: (string | {
/**
 * The text in that language.
 */
[k: string]: string | undefined
})
}
/**
 * Who plays: players, characters and how they map.
 * 
 * This interface was referenced by `Mode`'s JSON-Schema
 * via the `definition` "seats".
 */
export interface Seats1 {
players: CountRange
characters?: CountRange
/**
 * How many characters each player runs, by player count. Example: [{"players": 2, "characters": 2}].
 * 
 * Items: Characters per player at one player count.
 */
charactersPerPlayer?: {
/**
 * Player count.
 */
players: number
/**
 * Characters each player runs.
 */
characters: number
}[]
/**
 * The only player counts the mode accepts, when not every count between players.min and players.max plays (Team: 4 or 6). Each lies in that range. Example: [4, 6].
 * 
 * @minItems 1
 */
playerCounts?: [number, ...(number)[]]
}
/**
 * How a match is set up.
 * 
 * This interface was referenced by `Mode`'s JSON-Schema
 * via the `definition` "setup".
 */
export interface Setup {
/**
 * Complex compositions the players choose from; the first is the default.
 */
compositions?: Composition[]
/**
 * Decks dealt into zones at setup, by the `deal-decks` step.
 */
decks?: DeckDeal[]
/**
 * How roles are dealt, by character count: the pool a `deal-roles` step that lists no roles deals (one role per seat; the rest, `leftOut`, stay out unseen).
 */
roles?: RoleDeal[]
/**
 * Turn count by character count, read by the `setup-turns` expression.
 */
turns?: TurnCount[]
/**
 * The setup procedure, step by step, in the order the engine runs them (lay rooms, place figures, deal clues…).
 */
steps?: Effect[]
}
/**
 * A composition of the complex: which rooms, how many, by name or colour.
 * 
 * This interface was referenced by `Mode`'s JSON-Schema
 * via the `definition` "composition".
 */
export interface Composition {
id: Id
name?: Text
players?: CountRange
/**
 * What goes into the complex.
 * 
 * @minItems 1
 */
rooms: [CompositionPick, ...(CompositionPick)[]]
/**
 * Rooms that always go on the same cell, e.g. the Central Room in the middle.
 * 
 * Items: A room placed on a given cell.
 */
fixed?: {
room: Reference
cell: Cell
}[]
}
/**
 * One line of a composition: a given room, some rooms picked at random by colour or tag, or some rooms drawn from a listed pool.
 * 
 * This interface was referenced by `Mode`'s JSON-Schema
 * via the `definition` "pick".
 */
export interface CompositionPick {
room?: Reference
colour?: Colour
tag?: Id
/**
 * Draw count rooms at random from this pool of copies, without replacement (a copy drawn is gone; the copies left over are not dealt), instead of room, colour or tag: "5 of your choice or drawn" from a given set of tiles. count may not exceed the pool. Example: [{"room": "dark", "count": 2}, {"room": "mirror"}].
 * 
 * @minItems 1
 * 
 * Items: Copies of one room in the pool.
 */
from?: [{
room: Reference
/**
 * How many copies of it the pool holds (default 1).
 */
count?: number
}, ...({
room: Reference
/**
 * How many copies of it the pool holds (default 1).
 */
count?: number
})[]]
/**
 * How many. Example: 2.
 */
count: number
/**
 * Whether these rooms are kept out of the first deal (Room 25, Vision Room…) and shuffled into the rest afterwards.
 */
setAside?: boolean
}
/**
 * Puts a deck (or an inline list) into a stack or hand zone at setup.
 * 
 * This interface was referenced by `Mode`'s JSON-Schema
 * via the `definition` "deal".
 */
export interface DeckDeal {
zone: Reference
deck?: Reference
/**
 * Cards listed inline instead of a deck.
 */
entries?: DeckEntry[]
/**
 * Shuffle after dealing. Defaults to true.
 */
shuffled?: boolean
}
/**
 * How roles are dealt for some character counts. Example: 4 characters → 4 prisoners + 1 guard, one left out.
 * 
 * This interface was referenced by `Mode`'s JSON-Schema
 * via the `definition` "roleDeal".
 */
export interface RoleDeal {
characters: CountRange
/**
 * The roles shuffled and dealt.
 * 
 * Items: Some copies of a role.
 */
roles: {
role: Reference
/**
 * How many.
 */
count: number
}[]
/**
 * How many dealt roles are set aside unseen. Example: 1.
 */
leftOut?: number
}
/**
 * Turn count for some character counts.
 * 
 * This interface was referenced by `Mode`'s JSON-Schema
 * via the `definition` "turns".
 */
export interface TurnCount {
characters: CountRange
/**
 * How many turns the countdown gives. Example: 8.
 */
turns: number
}
/**
 * An Escape Room scenario: its 8 enigma cards and the 4 codes the Secret Code rooms need, one of each shape (4 digits, 3 digits, 4 letters, 3 letters). Codes are stored only as salted SHA-256 hashes, never in clear.
 * 
 * This interface was referenced by `RoomsmithSchemas`'s JSON-Schema
 * via the `definition` "enigma-scenario".
 */
export interface EnigmaScenario {
$schema?: SchemaLink
/**
 * Marks this entity as a enigma scenario. Always "enigma-scenario".
 */
kind: "enigma-scenario"
id: Id
name: Text
aliases?: Aliases
origin?: Origin
description?: Text
tags?: Tags
/**
 * The scenario's number; scenarios grow harder with the number. Example: 1.
 */
number?: number
mode?: Reference
/**
 * The 8 enigma cards, in the order they are listed (the mode shuffles them).
 * 
 * @minItems 8
 * @maxItems 8
 */
cards: [Reference, Reference, Reference, Reference, Reference, Reference, Reference, Reference]
/**
 * The 4 codes, one per Secret Code room, one of each shape the rooms declare: 4 digits, 3 digits, 4 letters, 3 letters.
 * 
 * @minItems 4
 * @maxItems 4
 */
codes: [EnigmaCode, EnigmaCode, EnigmaCode, EnigmaCode]
}
/**
 * The code one Secret Code room needs in this scenario, as a salted hash. A code without `salt` and `sha256` is not set yet (a new scenario's skeleton): the linker warns, and the room cannot be activated until the author types its code in the studio.
 * 
 * This interface was referenced by `EnigmaScenario`'s JSON-Schema
 * via the `definition` "code".
 */
export interface EnigmaCode {
room: Reference
/**
 * The enigma cards that together give this code.
 */
cards?: Reference[]
/**
 * A random salt, different for every code; given together with `sha256`. Example: "k3v9Qx2m".
 */
salt?: string
/**
 * The hex SHA-256 of "<salt>:<CODE>" (the code in upper case). The code itself is never stored. Example: "5c1f…" (64 hex digits).
 */
sha256?: string
}
/**
 * A pack test: a mode and seed (or an explicit layout), scripted answers, and expectations over state and events.
 * 
 * This interface was referenced by `RoomsmithSchemas`'s JSON-Schema
 * via the `definition` "pack-test".
 */
export interface PackTest {
$schema?: SchemaLink
/**
 * Marks this entity as a pack test. Always "pack-test".
 */
kind: "pack-test"
id: Id
name: Text
aliases?: Aliases
origin?: Origin
description?: Text
tags?: Tags
mode: Reference
/**
 * The RNG seed; with the mode it decides the dealt layout. Example: 7.
 */
seed?: (number | string)
/**
 * How many seats play. Example: 4.
 */
seats: number
/**
 * Mode options, e.g. the composition. Example: {"composition": "beginner"}.
 */
options?: {
/**
 * The option's value.
 */
[k: string]: string | number | boolean | undefined
}
layout?: Layout
/**
 * The scripted decision answers, in order.
 */
answers?: AnswerStep[]
/**
 * What must hold after the script ran.
 * 
 * @minItems 1
 */
expect: [Expectation, ...(Expectation)[]]
}
/**
 * An explicit starting layout: instead of the mode's setup, or ("afterSetup") arranged over what the setup dealt.
 * 
 * This interface was referenced by `PackTest`'s JSON-Schema
 * via the `definition` "layout".
 */
export interface Layout {
/**
 * Run the mode's setup first (with the test's seed, answering its decisions from the script), then arrange what this layout names when the setup ends, before the first turn. Without it (the default) the setup steps are skipped and the layout is the whole table. After setup: a named zone or grid cell gets new components (ids numbered after the setup's; the setup's components there leave the game, and a figure standing on one moves onto its replacement); `figures`, when given, replace every figure the setup made; named counters and seat variables are set. Every zone, cell, counter and variable the layout does not name stays as the setup dealt it, including what the setup decided from its deal (e.g. which seat plays first, or a seat variable read from a figure: set it with `seatVars`). Applied once: a later `restart` runs the setup alone. Example: true.
 */
afterSetup?: boolean
/**
 * The rooms of the grid zone, row by row, top first; components are numbered in this order (c0, c1, … without "afterSetup"). After setup, only the cells given are replaced. null leaves a cell empty (no room; after setup, its room leaves the game and a figure on it stands nowhere). Example: [["empty", "acid-bath"], [null, "central"], …].
 */
grid?: (Reference | null)[][]
/**
 * Cells whose rooms start face up (after setup: are turned face up; other cells keep their face). Example: [[2, 2]].
 */
revealed?: Cell[]
/**
 * Where figures start, numbered p0, p1, … in this order (after setup: after the setup's ids). After setup, when given, these replace every figure the setup made.
 */
figures?: Placement[]
/**
 * Markers lying on grid cells at the start (no owner), added to what the cell's room carries. Example: [{"cell": [1, 2], "marker": "do-not-cross"}].
 * 
 * Items: One marker on one cell.
 */
markers?: {
cell: Cell
/**
 * The marker's id. Example: "lock".
 */
marker: string
/**
 * How many copies (default 1).
 */
count?: number
}[]
/**
 * Counter values, by counter id; other counters keep their initial (or, after setup, dealt) values. Example: {"countdown": 3}.
 */
counters?: {
/**
 * The counter's value.
 */
[k: string]: number | undefined
}
/**
 * Contents of stacks, sets and hands, by zone instance id (zone, or zone@seat for a per-seat zone): definition ids, top first, face down; components are numbered after the grid's. After setup, a named zone holds exactly these (an empty list empties it) and the components the setup put there leave the game; unnamed zones keep their deal. Example: {"deck@s0": ["vortex", "key-room"]}.
 */
zones?: {
/**
 * The definitions in this zone, top first.
 */
[k: string]: Reference[] | undefined
}
/**
 * Seats' roles and teams to set, by seat (in place of what the mode's setup dealt), secret unless revealed is true. Example: {"s0": {"role": "guard", "team": "guards"}}.
 */
roles?: {
/**
 * The seat's role, team and whether the role is already public.
 */
[k: string]: {
/**
 * The role.
 */
role: string
/**
 * The team (default: none).
 */
team?: string
/**
 * Whether the role is already public (default false).
 */
revealed?: boolean
} | undefined
}
/**
 * Seat variables to set, by seat then variable name (as set by `set-var` on a seat and read by `seat-var`); the seat's other variables keep their values. Example: {"s1": {"pass": 1}}.
 */
seatVars?: {
/**
 * Variables of this seat, by name.
 */
[k: string]: {
/**
 * The variable's value.
 */
[k: string]: number | undefined
} | undefined
}
/**
 * A turn in progress: the match starts inside this turn (no game start, no turn start), at a phase and a figure, instead of before the first turn. Not with "afterSetup". Give figures their remaining programme with "plan". Example: {"number": 2, "phase": "act-2", "actor": 1}.
 */
turn?: {
/**
 * Turns started so far, this one included (default 1). Example: 3.
 */
number?: number
/**
 * The id of the phase of the mode's turn to start in; the earlier phases of this turn are over (its start is not announced again). Example: "act-2".
 */
phase: string
/**
 * Whose turn it is in that phase: the figure's place in "figures", from 0; the figures before it in turn order have had theirs (default: the phase's first). Example: 1.
 */
actor?: number
/**
 * Decisions already taken from that point on, replayed in order as the match starts, so it resumes inside the action they were in (a moment saved in the middle of an action). The test's own answers follow. Example: [{"seat": "s0", "option": "move:c4"}].
 */
answers?: AnswerStep[]
}
}
/**
 * A figure placed at the start: on a cell, in a zone, or (with neither) off the table.
 * 
 * This interface was referenced by `PackTest`'s JSON-Schema
 * via the `definition` "placement".
 */
export interface Placement {
character: Reference
/**
 * A seat id: "s0" for the first seat, "s1" for the second… Example: "s0".
 */
seat?: string
cell?: Cell
/**
 * A zone (instance id: zone, or zone@seat) the figure stands in, off the grid; used when no cell is given. Example: "lobby".
 */
zone?: string
/**
 * Piece variables to set on this figure, over what it starts with (the mode's per-piece tokens and the character's kit). Example: {"adrenaline": 0}.
 */
vars?: {
/**
 * The variable's value.
 */
[k: string]: number | undefined
}
/**
 * The figure's status at the start; a figure that is not active stands nowhere (its cell or zone is ignored). Example: "eliminated".
 */
status?: ("active" | "eliminated" | "escaped")
/**
 * This turn's programmed actions the figure has still to play, in order (a turn in progress: with the layout's "turn"). Example: ["look"].
 * 
 * Items: An action id.
 */
plan?: string[]
}
/**
 * One seat's answer to the pending decision.
 * 
 * This interface was referenced by `PackTest`'s JSON-Schema
 * via the `definition` "answer".
 */
export interface Answer {
/**
 * A seat id: "s0" for the first seat, "s1" for the second… Example: "s0".
 */
seat: string
/**
 * The id of the chosen option, as the engine lists it. Example: "program:look,move".
 */
option: string
}
/**
 * An event of this type was (or, with "count": 0, was not) emitted.
 * 
 * This interface was referenced by `PackTest`'s JSON-Schema
 * via the `definition` "event".
 */
export interface ExpectEvent {
/**
 * An event of this type (with this text, data or visibility) was (or, with "count": 0, was not) emitted.
 */
expect: "event"
/**
 * The event type. Example: "eliminated".
 */
type: string
character?: Reference
/**
 * A seat id: "s0" for the first seat, "s1" for the second… Example: "s0".
 */
seat?: string
/**
 * Exactly this many such events. Example: 1.
 */
count?: number
/**
 * Only events whose text is this (in any of its languages). Example: "Closed!".
 */
text?: string
/**
 * Only events whose data has these values (each key compared as JSON). Example: {"zone": "room-green"}.
 */
data?: {
/**
 * The value expected under this key.
 */
[k: string]: string | number | boolean | unknown[] | {

} | null | undefined
}
/**
 * Only events these seats may read (eyes open, or a public announcement). Example: ["s1"].
 * 
 * Items: A seat id: "s0" for the first seat, "s1" for the second… Example: "s0".
 */
visibleTo?: string[]
/**
 * Only events hidden from these seats (their eyes were closed, or it was private to others). Example: ["s1"].
 * 
 * Items: A seat id: "s0" for the first seat, "s1" for the second… Example: "s0".
 */
hiddenFrom?: string[]
/**
 * Check after this many answered steps; defaults to the end of the script.
 */
after?: number
}
/**
 * A counter has this value.
 * 
 * This interface was referenced by `PackTest`'s JSON-Schema
 * via the `definition` "counter".
 */
export interface ExpectCounter {
/**
 * A counter has this value.
 */
expect: "counter"
counter: Reference
/**
 * A seat id: "s0" for the first seat, "s1" for the second… Example: "s0".
 */
seat?: string
/**
 * The value expected. Example: 6.
 */
equals: number
/**
 * Check after this many answered steps; defaults to the end of the script.
 */
after?: number
}
/**
 * Where a character is, whether it is eliminated, and its piece variables.
 * 
 * This interface was referenced by `PackTest`'s JSON-Schema
 * via the `definition` "figure".
 */
export interface ExpectFigure {
/**
 * Where a character is, whether it is eliminated, and its piece variables.
 */
expect: "figure"
character: Reference
cell?: Cell
zone?: Reference
/**
 * Whether it is eliminated.
 */
eliminated?: boolean
/**
 * Piece variables the figure must have, by name, as `set-var` on a piece sets them and `piece-var` reads them; a variable never set reads 0. Other variables are not checked. Example: {"reminder-placed": 1}.
 */
vars?: {
/**
 * The value expected.
 */
[k: string]: number | undefined
}
/**
 * Check after this many answered steps; defaults to the end of the script.
 */
after?: number
}
/**
 * A marker is (or is not) on a cell: any copy, or one a given seat owns.
 * 
 * This interface was referenced by `PackTest`'s JSON-Schema
 * via the `definition` "marker".
 */
export interface ExpectMarker {
/**
 * A marker is (or is not) on a cell: any copy, or one a given seat owns.
 */
expect: "marker"
marker: Reference
cell: Cell
/**
 * Only copies this seat owns (placed by `add-marker` with an `owner`). Without it, every copy counts: unowned, or owned by any seat. Example: "s0".
 */
owner?: string
/**
 * Whether the marker (the owner's copy, when an owner is given) is there. Defaults to true.
 */
present?: boolean
/**
 * Check after this many answered steps; defaults to the end of the script.
 */
after?: number
}
/**
 * Which room is on a cell, and whether it is revealed.
 * 
 * This interface was referenced by `PackTest`'s JSON-Schema
 * via the `definition` "room".
 */
export interface ExpectRoom {
/**
 * Which room is on a cell, and whether it is revealed.
 */
expect: "room"
cell: Cell
room?: Reference
/**
 * Whether it is face up.
 */
revealed?: boolean
/**
 * Check after this many answered steps; defaults to the end of the script.
 */
after?: number
}
/**
 * The game ended with this outcome.
 * 
 * This interface was referenced by `PackTest`'s JSON-Schema
 * via the `definition` "outcome".
 */
export interface ExpectOutcome {
/**
 * The game ended with this outcome.
 */
expect: "outcome"
outcome: Id
/**
 * Check after this many answered steps; defaults to the end of the script.
 */
after?: number
}
/**
 * The pending decision is for this seat, offers (at least) these options and none of the absent ones. For a typed answer (ask-text), options are answers it must accept and absent ones answers it must refuse as malformed.
 * 
 * This interface was referenced by `PackTest`'s JSON-Schema
 * via the `definition` "pending".
 */
export interface ExpectPending {
/**
 * The pending decision is for this seat, offers (at least) these options and none of the absent ones. For a typed answer (ask-text), options are answers it must accept and absent ones answers it must refuse as malformed.
 */
expect: "pending"
/**
 * A seat id: "s0" for the first seat, "s1" for the second… Example: "s0".
 */
seat: string
/**
 * Option ids that must be offered; for a typed answer, `text:<value>` answers that must be accepted as well-formed. Example: ["text:1234"].
 * 
 * Items: An option id.
 */
options?: string[]
/**
 * Option ids that must not be offered to the seat; for a typed answer, `text:<value>` answers that must be refused as malformed. The check fails naming each one that is offered (accepted). Example: ["action:look", "text:12a4"].
 * 
 * Items: An option id.
 */
absent?: string[]
/**
 * The decision asks this seat to type a text of this format (ask-text). Example: {"alphabet": "digits", "length": 4}.
 */
input?: {
/**
 * The symbols asked for.
 */
alphabet: ("digits" | "letters")
/**
 * How many symbols. Example: 4.
 */
length: number
}
/**
 * Check after this many answered steps; defaults to the end of the script.
 */
after?: number
}
/**
 * A condition from the vocabulary holds.
 * 
 * This interface was referenced by `PackTest`'s JSON-Schema
 * via the `definition` "condition".
 */
export interface ExpectCondition {
/**
 * A condition from the vocabulary holds.
 */
expect: "condition"
condition: Expression
/**
 * Check after this many answered steps; defaults to the end of the script.
 */
after?: number
}
/**
 * What one seat's view shows: components it can or cannot identify, a zone's items, its eyes.
 * 
 * This interface was referenced by `PackTest`'s JSON-Schema
 * via the `definition` "view".
 */
export interface ExpectView {
/**
 * What one seat's view shows: components it can or cannot identify, a zone's items, its eyes.
 */
expect: "view"
/**
 * The seat whose view is checked. Example: "s1".
 */
seat: string
sees?: Selector
hidden?: Selector
/**
 * A zone instance whose view is checked with shows (a zone id, or zone@seat). Example: "room-green".
 */
zone?: string
/**
 * What the seat's view shows of the zone's items.
 */
shows?: ("items" | "count" | "nothing")
/**
 * Whether the seat's eyes are open.
 */
eyesOpen?: boolean
/**
 * The role the seat's view shows for each listed seat: a role, or null when the view hides it (a secret role not yet revealed). Example: {"s1": null, "s0": "guard"}.
 */
roles?: {
/**
 * The role shown, or null for hidden.
 */
[k: string]: string | null | undefined
}
/**
 * With zone: how many items the seat's view lists in that zone (ids or opaque handles), i.e. what the seat can count there. Example: 3 for a deck of three face-down cards.
 */
count?: number
/**
 * Check after this many answered steps; defaults to the end of the script.
 */
after?: number
}
/**
 * A flag raised by `flag` modifiers is up (or, with "up": false, down).
 * 
 * This interface was referenced by `PackTest`'s JSON-Schema
 * via the `definition` "flag".
 */
export interface ExpectFlag {
/**
 * A flag raised by `flag` modifiers is up (or, with "up": false, down).
 */
expect: "flag"
/**
 * The flag's name, as a `flag` modifier raises it. Example: "no-communication".
 */
flag: string
/**
 * Whether the flag must be in force (as every view shows it): true by default, false to check it is down. Example: false.
 */
up?: boolean
/**
 * Check after this many answered steps; defaults to the end of the script.
 */
after?: number
}
/**
 * A piece that is not a character: a figure of its own kind (a robot, a neutral pawn) that belongs to no seat and acts only on orders given by effects. Selectors tell it from characters with `pieces` `kind`.
 * 
 * This interface was referenced by `RoomsmithSchemas`'s JSON-Schema
 * via the `definition` "piece".
 */
export interface Piece {
$schema?: SchemaLink
/**
 * Marks this entity as a piece definition that is not a character. Always "piece".
 */
kind: "piece"
id: Id
name: Text
aliases?: Aliases
origin?: Origin
description?: Text
tags?: Tags
text?: Text
/**
 * Extra facts about it that expressions read with the `prop` operator, as text, numbers or booleans. Example: {"ring": 2, "robot": true}.
 */
props?: {
/**
 * One property's value.
 */
[k: string]: string | number | boolean | undefined
}
/**
 * The piece's orders: actions it carries out only when an effect makes it (`perform`, whose `seat` says who makes the order's choices). A piece of this kind belongs to no seat and never acts in the turn order on its own.
 */
actions?: Action[]
/**
 * Effects on events concerning this piece.
 */
triggers?: Trigger[]
/**
 * Standing rules this piece imposes or enjoys.
 */
modifiers?: Modifier[]
}
/**
 * A puzzle card (Escape Room, Puzzle mode): a board condition about one room of the complex, checked when a room is activated with this card and again at the final exit. A puzzle card is a component definition (rooms, cards, characters, pieces and puzzle cards share one id space per pack): a mode deals it with create-components, and the condition-of expression evaluates its condition with `room` bound to the room tested.
 * 
 * This interface was referenced by `RoomsmithSchemas`'s JSON-Schema
 * via the `definition` "puzzle-card".
 */
export interface PuzzleCard1 {
$schema?: SchemaLink
/**
 * Marks this entity as a puzzle card. Always "puzzle-card".
 */
kind: "puzzle-card"
id: Id
name: Text
aliases?: Aliases
origin?: Origin
description?: Text
tags?: Tags
/**
 * The number on the card, by which players nominate it. Example: 4.
 */
number: number
/**
 * What kind of condition the card shows; the studio's builder picks its editor by it.
 */
family: ("condition" | "crossed-out")
/**
 * For a crossed-out card: the crossed-out positions as [row, column] of the complex (row 0 at the top, as the Board Orientation indicator fixes it). Its condition must test the same positions (the builder writes both; the loader does not compare them).
 * 
 * @minItems 1
 * @maxItems 25
 */
crossed?: [never[], ...(never[])[]]
condition: Expression
text?: Text
}
/**
 * pack.json: what a pack is, who made it, which format it is written in and which packs it builds on.
 * 
 * This interface was referenced by `RoomsmithSchemas`'s JSON-Schema
 * via the `definition` "pack".
 */
export interface PackManifest {
$schema?: SchemaLink
id: Id
name: Text
/**
 * The scoped name the pack is published and installed under in a registry, "@scope/name"; the scope belongs to one publisher. References still use "id". Without it the pack is published under its id. Example: "@ada/hazards".
 */
registryName?: string
/**
 * The pack's own version, semver. Example: "1.2.0".
 */
version: string
/**
 * The version of the Roomsmith content format the pack is written in. Only 1 exists today.
 */
formatVersion: number
description?: Text
/**
 * Who made the pack. Example: ["Ada", {"name": "Bob", "url": "https://bob.example"}].
 */
authors?: (string | {
/**
 * The author's name.
 */
name: string
/**
 * An address to reach the author.
 */
email?: string
/**
 * The author's web page.
 */
url?: string
})[]
/**
 * The licence of the pack's content, as an SPDX identifier. Example: "CC-BY-4.0".
 */
license?: string
/**
 * Languages the pack's text is written in (BCP-47). Example: ["en", "fr"].
 * 
 * Items: A BCP-47 language code.
 */
languages?: string[]
/**
 * Packs this pack builds on, each with a semver range, named by pack id or by the scoped name it is published under ("@scope/name"; its content is still referred to by its id). Example: {"room25": "^0.1.0", "@ada/hazards": "^1.0.0"}.
 */
dependencies?: {
/**
 * A semver range the dependency's version must satisfy. Example: "^1.0.0".
 */
[k: string]: string | undefined
}
/**
 * The engine versions this pack works with, as a semver range. Example: ">=0.1.0 <1.0.0".
 */
engine?: string
/**
 * Where to learn more about the pack. Example: "https://example.org/my-pack".
 */
homepage?: string
/**
 * Markers this pack declares for every mode (placed on rooms or cards). Example: [{"id": "locked", "name": "Locked"}].
 */
markers?: MarkerDecl[]
/**
 * Tokens this pack declares for every mode (held by seats or placed). Example: [{"id": "adrenaline", "name": "Adrenaline"}].
 */
tokens?: TokenDecl[]
}
/**
 * Small shapes shared by the behaviour vocabulary: text, names, zone references.
 * 
 * This interface was referenced by `RoomsmithSchemas`'s JSON-Schema
 * via the `definition` "vocabulary-common".
 */
export interface VocabularyBuildingBlocks {
[k: string]: unknown | undefined
}
