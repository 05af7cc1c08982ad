// Generated from packages/schema/src/schemas by `npm run codegen`. Do not edit.
import type { SchemaSet } from '../registry/schema-set.ts';

/** Every schema of the format (placeholders included), keyed by `$id`. */
export const schemas: SchemaSet = {
  "https://roomsmith.dev/schemas/card.schema.json": {
    "$schema": "https://json-schema.org/draft/2020-12/schema",
    "$id": "https://roomsmith.dev/schemas/card.schema.json",
    "title": "Card",
    "description": "A card: M.A.C. card, puzzle card, enigma card, or a plain card of the card games. \"type\" says which.",
    "type": "object",
    "properties": {
      "kind": {
        "const": "card",
        "description": "Marks this entity as a card. Always \"card\"."
      },
      "type": {
        "description": "Which sort of card this is.",
        "oneOf": [
          {
            "const": "mac",
            "description": "A M.A.C. card."
          },
          {
            "const": "puzzle",
            "description": "A puzzle card."
          },
          {
            "const": "enigma",
            "description": "An enigma card."
          },
          {
            "const": "plain",
            "description": "Any other card."
          }
        ]
      }
    },
    "required": [
      "kind",
      "type"
    ],
    "discriminator": {
      "propertyName": "type"
    },
    "oneOf": [
      {
        "$ref": "#/$defs/mac"
      },
      {
        "$ref": "#/$defs/puzzle"
      },
      {
        "$ref": "#/$defs/enigma"
      },
      {
        "$ref": "#/$defs/plain"
      }
    ],
    "$defs": {
      "mac": {
        "title": "MacCard",
        "type": "object",
        "properties": {
          "$schema": {
            "$ref": "common.schema.json#/$defs/schemaRef"
          },
          "kind": {
            "const": "card",
            "description": "Marks this entity as a card. Always \"card\"."
          },
          "id": {
            "$ref": "common.schema.json#/$defs/id",
            "description": "The card's id, unique among cards of the pack. Referred to as \"<packId>:<id>\" from other packs."
          },
          "name": {
            "$ref": "common.schema.json#/$defs/text",
            "description": "The card's display name."
          },
          "aliases": {
            "$ref": "common.schema.json#/$defs/aliases",
            "description": "Other names it goes by, across editions and languages."
          },
          "origin": {
            "$ref": "common.schema.json#/$defs/origin",
            "description": "Which rulebook this follows, or \"house\" for content designed here."
          },
          "description": {
            "$ref": "common.schema.json#/$defs/text",
            "description": "Notes for authors and players, in our own words."
          },
          "tags": {
            "$ref": "common.schema.json#/$defs/tags",
            "description": "Labels selectors and compositions can match on."
          },
          "type": {
            "const": "mac",
            "description": "A M.A.C. card: a complex malfunction drawn in the cooperative modes."
          },
          "family": {
            "$ref": "common.schema.json#/$defs/id",
            "description": "The card's family. Example: \"punishment\", \"sector-control\", \"panic\", \"rewind\", \"insanity\"."
          },
          "text": {
            "$ref": "common.schema.json#/$defs/text",
            "description": "What the card does, in our own words."
          },
          "props": {
            "type": "object",
            "description": "Extra facts about it that expressions read with the `prop` operator, as text, numbers or booleans. Example: {\"ring\": 2, \"robot\": true}.",
            "propertyNames": {
              "pattern": "^[A-Za-z][A-Za-z0-9_-]*$"
            },
            "additionalProperties": {
              "type": [
                "string",
                "number",
                "boolean"
              ],
              "description": "One property's value."
            },
            "examples": [
              {
                "ring": 2,
                "robot": true
              }
            ]
          },
          "triggers": {
            "type": "array",
            "description": "Effects this card runs on events (when drawn, when played…).",
            "items": {
              "$ref": "vocabulary/trigger.schema.json"
            }
          },
          "modifiers": {
            "type": "array",
            "description": "Standing rules while the card is in play.",
            "items": {
              "$ref": "vocabulary/modifier.schema.json"
            }
          }
        },
        "required": [
          "kind",
          "id",
          "name",
          "type"
        ],
        "additionalProperties": false,
        "examples": [
          {
            "kind": "card",
            "type": "mac",
            "id": "panic-1",
            "name": "Panic",
            "family": "panic",
            "origin": {
              "source": "house"
            },
            "text": "Every figure takes one step toward the Central Room."
          }
        ]
      },
      "puzzle": {
        "title": "PuzzleCard",
        "type": "object",
        "properties": {
          "$schema": {
            "$ref": "common.schema.json#/$defs/schemaRef"
          },
          "kind": {
            "const": "card",
            "description": "Marks this entity as a card. Always \"card\"."
          },
          "id": {
            "$ref": "common.schema.json#/$defs/id",
            "description": "The card's id, unique among cards of the pack. Referred to as \"<packId>:<id>\" from other packs."
          },
          "name": {
            "$ref": "common.schema.json#/$defs/text",
            "description": "The card's display name."
          },
          "aliases": {
            "$ref": "common.schema.json#/$defs/aliases",
            "description": "Other names it goes by, across editions and languages."
          },
          "origin": {
            "$ref": "common.schema.json#/$defs/origin",
            "description": "Which rulebook this follows, or \"house\" for content designed here."
          },
          "description": {
            "$ref": "common.schema.json#/$defs/text",
            "description": "Notes for authors and players, in our own words."
          },
          "tags": {
            "$ref": "common.schema.json#/$defs/tags",
            "description": "Labels selectors and compositions can match on."
          },
          "type": {
            "const": "puzzle",
            "description": "A puzzle card (Escape Room Puzzle mode): a constraint on where rooms or figures must be."
          },
          "number": {
            "type": "integer",
            "minimum": 1,
            "description": "The number printed on the card. Example: 7."
          },
          "text": {
            "$ref": "common.schema.json#/$defs/text",
            "description": "The constraint, in our own words."
          },
          "props": {
            "type": "object",
            "description": "Extra facts about it that expressions read with the `prop` operator, as text, numbers or booleans. Example: {\"ring\": 2, \"robot\": true}.",
            "propertyNames": {
              "pattern": "^[A-Za-z][A-Za-z0-9_-]*$"
            },
            "additionalProperties": {
              "type": [
                "string",
                "number",
                "boolean"
              ],
              "description": "One property's value."
            },
            "examples": [
              {
                "ring": 2,
                "robot": true
              }
            ]
          },
          "condition": {
            "$ref": "vocabulary/condition.schema.json",
            "description": "The constraint as a condition the engine can check. Example: Room 25 is in row 0."
          }
        },
        "required": [
          "kind",
          "id",
          "name",
          "type",
          "number"
        ],
        "additionalProperties": false,
        "examples": [
          {
            "kind": "card",
            "type": "puzzle",
            "id": "puzzle-1",
            "name": "Top row",
            "number": 1,
            "text": "Room 25 must be in the top row.",
            "origin": {
              "source": "house"
            }
          }
        ]
      },
      "enigma": {
        "title": "EnigmaCard",
        "type": "object",
        "properties": {
          "$schema": {
            "$ref": "common.schema.json#/$defs/schemaRef"
          },
          "kind": {
            "const": "card",
            "description": "Marks this entity as a card. Always \"card\"."
          },
          "id": {
            "$ref": "common.schema.json#/$defs/id",
            "description": "The card's id, unique among cards of the pack. Referred to as \"<packId>:<id>\" from other packs."
          },
          "name": {
            "$ref": "common.schema.json#/$defs/text",
            "description": "The card's display name."
          },
          "aliases": {
            "$ref": "common.schema.json#/$defs/aliases",
            "description": "Other names it goes by, across editions and languages."
          },
          "origin": {
            "$ref": "common.schema.json#/$defs/origin",
            "description": "Which rulebook this follows, or \"house\" for content designed here."
          },
          "description": {
            "$ref": "common.schema.json#/$defs/text",
            "description": "Notes for authors and players, in our own words."
          },
          "tags": {
            "$ref": "common.schema.json#/$defs/tags",
            "description": "Labels selectors and compositions can match on."
          },
          "type": {
            "const": "enigma",
            "description": "An enigma card (Escape Room mode): a clue toward one or more Secret Code room codes."
          },
          "number": {
            "type": "integer",
            "minimum": 1,
            "description": "The card's number within its scenario. Example: 3."
          },
          "clue": {
            "$ref": "common.schema.json#/$defs/text",
            "description": "The clue shown to the player who draws it."
          },
          "props": {
            "type": "object",
            "description": "Extra facts about it that expressions read with the `prop` operator, as text, numbers or booleans. Example: {\"ring\": 2, \"robot\": true}.",
            "propertyNames": {
              "pattern": "^[A-Za-z][A-Za-z0-9_-]*$"
            },
            "additionalProperties": {
              "type": [
                "string",
                "number",
                "boolean"
              ],
              "description": "One property's value."
            },
            "examples": [
              {
                "ring": 2,
                "robot": true
              }
            ]
          },
          "image": {
            "type": "string",
            "description": "A picture in the pack to show with the clue, as a path relative to the pack. Example: \"images/enigma-3.png\"."
          }
        },
        "required": [
          "kind",
          "id",
          "name",
          "type",
          "number",
          "clue"
        ],
        "additionalProperties": false,
        "examples": [
          {
            "kind": "card",
            "type": "enigma",
            "id": "training-1",
            "name": "Clock",
            "number": 1,
            "clue": "The hands point at the first digit.",
            "origin": {
              "source": "house"
            }
          }
        ]
      },
      "plain": {
        "title": "PlainCard",
        "type": "object",
        "properties": {
          "$schema": {
            "$ref": "common.schema.json#/$defs/schemaRef"
          },
          "kind": {
            "const": "card",
            "description": "Marks this entity as a card. Always \"card\"."
          },
          "id": {
            "$ref": "common.schema.json#/$defs/id",
            "description": "The card's id, unique among cards of the pack. Referred to as \"<packId>:<id>\" from other packs."
          },
          "name": {
            "$ref": "common.schema.json#/$defs/text",
            "description": "The card's display name."
          },
          "aliases": {
            "$ref": "common.schema.json#/$defs/aliases",
            "description": "Other names it goes by, across editions and languages."
          },
          "origin": {
            "$ref": "common.schema.json#/$defs/origin",
            "description": "Which rulebook this follows, or \"house\" for content designed here."
          },
          "description": {
            "$ref": "common.schema.json#/$defs/text",
            "description": "Notes for authors and players, in our own words."
          },
          "tags": {
            "$ref": "common.schema.json#/$defs/tags",
            "description": "Labels selectors and compositions can match on."
          },
          "type": {
            "const": "plain",
            "description": "Any other card of the card games: Two Rooms character cards, level cards, passes… A plain card is a component definition: `create-components`, the `components` selector's `def` and the `is` expression name it like a room."
          },
          "number": {
            "type": "integer",
            "minimum": 0,
            "description": "The number printed on the card; Two Rooms skills fire in number order. Example: 4."
          },
          "colour": {
            "$ref": "common.schema.json#/$defs/colour",
            "description": "The card's colour; expressions read it as the property \"colour\". Example: \"red\" for a Two Rooms vampire."
          },
          "copies": {
            "type": "integer",
            "minimum": 1,
            "description": "How many copies of this card the box holds (a mode's setup says how many it uses); read as the property \"copies\". Example: 2."
          },
          "text": {
            "$ref": "common.schema.json#/$defs/text",
            "description": "What the card does, in our own words, as shown on the card."
          },
          "props": {
            "type": "object",
            "description": "Extra facts about it that expressions read with the `prop` operator, as text, numbers or booleans. Example: {\"ring\": 2, \"robot\": true}.",
            "propertyNames": {
              "pattern": "^[A-Za-z][A-Za-z0-9_-]*$"
            },
            "additionalProperties": {
              "type": [
                "string",
                "number",
                "boolean"
              ],
              "description": "One property's value."
            },
            "examples": [
              {
                "ring": 2,
                "robot": true
              }
            ]
          },
          "back": {
            "$ref": "common.schema.json#/$defs/text",
            "description": "What is printed on the back, if it matters to play."
          },
          "abilities": {
            "type": "array",
            "items": {
              "$ref": "character.schema.json#/$defs/ability"
            },
            "description": "Abilities printed on the card."
          },
          "triggers": {
            "type": "array",
            "description": "Effects this card runs on events while it is a component on the table (placed, revealed, a `signal` such as a skill resolving…); `self` is the card.",
            "items": {
              "$ref": "vocabulary/trigger.schema.json"
            }
          },
          "modifiers": {
            "type": "array",
            "description": "Standing rules while the card is on the table (scope `occupants` by default, `all` for every piece).",
            "items": {
              "$ref": "vocabulary/modifier.schema.json"
            }
          }
        },
        "required": [
          "kind",
          "id",
          "name",
          "type"
        ],
        "additionalProperties": false
      }
    }
  },
  "https://roomsmith.dev/schemas/character.schema.json": {
    "$schema": "https://json-schema.org/draft/2020-12/schema",
    "$id": "https://roomsmith.dev/schemas/character.schema.json",
    "title": "Character",
    "description": "A character (a figure on the board, or a character card) and its special abilities.",
    "type": "object",
    "properties": {
      "$schema": {
        "$ref": "common.schema.json#/$defs/schemaRef"
      },
      "kind": {
        "const": "character",
        "description": "Marks this entity as a character. Always \"character\"."
      },
      "id": {
        "$ref": "common.schema.json#/$defs/id",
        "description": "The character's id, unique among characters of the pack. Referred to as \"<packId>:<id>\" from other packs."
      },
      "name": {
        "$ref": "common.schema.json#/$defs/text",
        "description": "The character's display name."
      },
      "aliases": {
        "$ref": "common.schema.json#/$defs/aliases",
        "description": "Other names it goes by, across editions and languages."
      },
      "origin": {
        "$ref": "common.schema.json#/$defs/origin",
        "description": "Which rulebook this follows, or \"house\" for content designed here."
      },
      "description": {
        "$ref": "common.schema.json#/$defs/text",
        "description": "Notes for authors and players, in our own words."
      },
      "tags": {
        "$ref": "common.schema.json#/$defs/tags",
        "description": "Labels selectors and compositions can match on."
      },
      "text": {
        "$ref": "common.schema.json#/$defs/text",
        "description": "A short portrait of the character, shown on its sheet."
      },
      "props": {
        "type": "object",
        "description": "Extra facts about it that expressions read with the `prop` operator, as text, numbers or booleans. Example: {\"ring\": 2, \"robot\": true}.",
        "propertyNames": {
          "pattern": "^[A-Za-z][A-Za-z0-9_-]*$"
        },
        "additionalProperties": {
          "type": [
            "string",
            "number",
            "boolean"
          ],
          "description": "One property's value."
        },
        "examples": [
          {
            "ring": 2,
            "robot": true
          }
        ]
      },
      "kit": {
        "type": "object",
        "description": "What the character starts the game with (tokens, tiles in reserve): each entry becomes a piece variable of that name when its piece is created, which its abilities spend and count. Example: {\"locks\": 2}.",
        "propertyNames": {
          "pattern": "^[A-Za-z][A-Za-z0-9_-]*$"
        },
        "additionalProperties": {
          "type": "integer",
          "minimum": 0,
          "description": "How many of this the character starts with."
        },
        "examples": [
          {
            "locks": 2
          },
          {
            "empty-rooms": 1,
            "hidden-tokens": 1
          }
        ]
      },
      "pair": {
        "$ref": "common.schema.json#/$defs/ref",
        "x-ref": "character",
        "description": "The character sharing a figure base with this one, or the other face of a two-sided card. Example: \"jennifer\"."
      },
      "abilities": {
        "type": "array",
        "items": {
          "$ref": "#/$defs/ability"
        },
        "description": "The character's special abilities (Season 2 and later; Season 1 characters have none)."
      },
      "actions": {
        "type": "array",
        "description": "The character's own actions: special abilities played like Look or Move (the engine compiles these).",
        "items": {
          "$ref": "vocabulary/action.schema.json",
          "x-declares": "action"
        }
      },
      "triggers": {
        "type": "array",
        "description": "Effects on events concerning this character (an ability that reacts).",
        "items": {
          "$ref": "vocabulary/trigger.schema.json"
        }
      },
      "modifiers": {
        "type": "array",
        "description": "Standing rules this character imposes or enjoys.",
        "items": {
          "$ref": "vocabulary/modifier.schema.json"
        }
      }
    },
    "required": [
      "kind",
      "id",
      "name"
    ],
    "additionalProperties": false,
    "examples": [
      {
        "kind": "character",
        "id": "max",
        "name": "Max",
        "origin": {
          "source": "season2"
        },
        "pair": "jennifer",
        "abilities": [
          {
            "id": "carry",
            "name": "Carry",
            "text": "Move together with one character from your room.",
            "uses": "unlimited"
          }
        ]
      }
    ],
    "$defs": {
      "ability": {
        "type": "object",
        "properties": {
          "id": {
            "$ref": "common.schema.json#/$defs/id",
            "description": "The ability's id, unique within the character. Example: \"carry\"."
          },
          "name": {
            "$ref": "common.schema.json#/$defs/text",
            "description": "The ability's name. Example: \"Carry\"."
          },
          "text": {
            "$ref": "common.schema.json#/$defs/text",
            "description": "What the ability does, in our own words."
          },
          "uses": {
            "description": "How often the ability may be used.",
            "oneOf": [
              {
                "const": "unlimited",
                "description": "Whenever its conditions hold."
              },
              {
                "const": "once-per-turn",
                "description": "At most once each turn."
              },
              {
                "const": "once-per-round",
                "description": "At most once each round (Double Rush rounds)."
              },
              {
                "const": "once-per-game",
                "description": "Once in the whole game."
              }
            ]
          },
          "action": {
            "$ref": "common.schema.json#/$defs/ref",
            "x-ref": "action",
            "description": "The action (among the character's or the mode's actions) that carries out this ability, if it is one. Example: \"carry\"."
          }
        },
        "required": [
          "id",
          "name"
        ],
        "additionalProperties": false,
        "description": "A special ability of a character, as players read it; its behaviour lives in the character's actions, triggers and modifiers."
      }
    }
  },
  "https://roomsmith.dev/schemas/common.schema.json": {
    "$schema": "https://json-schema.org/draft/2020-12/schema",
    "$id": "https://roomsmith.dev/schemas/common.schema.json",
    "title": "Common",
    "description": "Building blocks shared by every content kind: ids, references, text, origin.",
    "$defs": {
      "id": {
        "title": "Id",
        "description": "A kebab-case identifier, unique per kind within a pack. Example: \"acid-bath\".",
        "type": "string",
        "pattern": "^[a-z0-9]+(-[a-z0-9]+)*$",
        "examples": [
          "acid-bath",
          "room-25"
        ]
      },
      "ref": {
        "title": "Reference",
        "description": "The id of something declared elsewhere: a plain id inside its own pack, or \"packId:id\" for another pack. Example: \"room25:acid-bath\".",
        "type": "string",
        "pattern": "^([a-z0-9]+(-[a-z0-9]+)*:)?[a-z0-9]+(-[a-z0-9]+)*$",
        "examples": [
          "acid-bath",
          "room25:acid-bath"
        ]
      },
      "text": {
        "title": "Text",
        "description": "Text shown to players: a plain string, or a map from language code to string. Example: {\"en\": \"Acid Bath\", \"fr\": \"Bain d'acide\"}.",
        "oneOf": [
          {
            "type": "string",
            "description": "The same text in every language."
          },
          {
            "type": "object",
            "description": "One translation per language, keyed by BCP-47 code such as \"en\", \"fr\" or \"ja\".",
            "minProperties": 1,
            "patternProperties": {
              "^[a-z]{2,3}(-[A-Za-z0-9]{2,8})*$": {
                "type": "string",
                "description": "The text in this language."
              }
            },
            "additionalProperties": false
          }
        ],
        "examples": [
          "Acid Bath",
          {
            "en": "Acid Bath",
            "fr": "Bain d'acide",
            "ja": "酸の風呂"
          }
        ]
      },
      "aliases": {
        "title": "Aliases",
        "description": "Other names the same thing goes by, across editions and languages. Example: [\"Monitor Room\"].",
        "type": "array",
        "items": {
          "$ref": "#/$defs/text"
        },
        "examples": [
          [
            "Monitor Room",
            {
              "ja": "モニタールーム"
            }
          ]
        ]
      },
      "origin": {
        "title": "Origin",
        "description": "Where this content comes from: a published rulebook, or \"house\" for content designed here.",
        "type": "object",
        "properties": {
          "source": {
            "description": "The rulebook (or house design) this content follows.",
            "oneOf": [
              {
                "const": "season1",
                "description": "Room 25, base game (Season 1)."
              },
              {
                "const": "season2",
                "description": "Room 25, Season 2."
              },
              {
                "const": "escape-room",
                "description": "Room 25 Escape Room expansion."
              },
              {
                "const": "double-rush",
                "description": "Room 25: Double Rush card game."
              },
              {
                "const": "two-rooms",
                "description": "Two Rooms card game."
              },
              {
                "const": "online-summary",
                "description": "The rules summary of Room 25 as played online."
              },
              {
                "const": "house",
                "description": "Designed for Roomsmith; not part of any published game."
              }
            ]
          },
          "note": {
            "type": "string",
            "description": "Why or how this differs from the source, if it does. Example: \"Season 2 text wins over the summary\"."
          }
        },
        "required": [
          "source"
        ],
        "additionalProperties": false,
        "examples": [
          {
            "source": "season1"
          },
          {
            "source": "house",
            "note": "Fills a gap in the printed card list."
          }
        ]
      },
      "colour": {
        "title": "Colour",
        "description": "The colour printed on a room or card. Room 25 rooms: blue special, green safe, yellow obstacle, red deadly.",
        "oneOf": [
          {
            "const": "blue",
            "description": "Blue: special rooms (Room 25 and friends); protagonists in Two Rooms."
          },
          {
            "const": "green",
            "description": "Green: safe rooms."
          },
          {
            "const": "yellow",
            "description": "Yellow: obstacle rooms."
          },
          {
            "const": "red",
            "description": "Red: deadly rooms; vampires in Two Rooms."
          },
          {
            "const": "orange",
            "description": "Orange: reserved for house content."
          },
          {
            "const": "purple",
            "description": "Purple: reserved for house content."
          },
          {
            "const": "grey",
            "description": "Grey: colourless, e.g. a card back."
          }
        ]
      },
      "tags": {
        "title": "Tags",
        "description": "Free labels that selectors and compositions can match on. Example: [\"ephemeral\", \"secret-code\"].",
        "type": "array",
        "items": {
          "$ref": "#/$defs/id"
        },
        "uniqueItems": true,
        "examples": [
          [
            "ephemeral"
          ],
          [
            "secret-code"
          ]
        ]
      },
      "range": {
        "title": "CountRange",
        "description": "An inclusive range of counts. Example: {\"min\": 2, \"max\": 6}.",
        "type": "object",
        "properties": {
          "min": {
            "type": "integer",
            "minimum": 0,
            "description": "The smallest count allowed."
          },
          "max": {
            "type": "integer",
            "minimum": 0,
            "description": "The largest count allowed."
          }
        },
        "required": [
          "min",
          "max"
        ],
        "additionalProperties": false,
        "examples": [
          {
            "min": 2,
            "max": 6
          }
        ]
      },
      "cell": {
        "title": "Cell",
        "description": "A grid cell as [row, column], both 0-based from the top left. Example: [2, 2] is the centre of a 5×5 grid.",
        "type": "array",
        "prefixItems": [
          {
            "type": "integer",
            "minimum": 0,
            "description": "Row, 0-based from the top."
          },
          {
            "type": "integer",
            "minimum": 0,
            "description": "Column, 0-based from the left."
          }
        ],
        "minItems": 2,
        "maxItems": 2,
        "items": false,
        "examples": [
          [
            2,
            2
          ]
        ],
        "tsType": "[number, number]"
      },
      "schemaRef": {
        "title": "SchemaLink",
        "description": "Optional link to this schema so editors offer completion. Example: \"../../../packages/schema/src/schemas/content.schema.json\".",
        "type": "string"
      }
    }
  },
  "https://roomsmith.dev/schemas/content.schema.json": {
    "$schema": "https://json-schema.org/draft/2020-12/schema",
    "$id": "https://roomsmith.dev/schemas/content.schema.json",
    "title": "ContentFile",
    "description": "A content file: one entity, or an array of entities.",
    "oneOf": [
      {
        "$ref": "#/$defs/entity"
      },
      {
        "type": "array",
        "items": {
          "$ref": "#/$defs/entity"
        },
        "description": "Several entities in one file."
      }
    ],
    "$defs": {
      "entity": {
        "title": "Entity",
        "type": "object",
        "description": "Any content entity; \"kind\" says which.",
        "properties": {
          "kind": {
            "description": "What kind of entity this is.",
            "oneOf": [
              {
                "const": "room",
                "description": "A room."
              },
              {
                "const": "character",
                "description": "A character."
              },
              {
                "const": "card",
                "description": "A card."
              },
              {
                "const": "deck",
                "description": "A deck."
              },
              {
                "const": "mode",
                "description": "A mode."
              },
              {
                "const": "enigma-scenario",
                "description": "A enigma scenario."
              },
              {
                "const": "pack-test",
                "description": "A pack test."
              },
              {
                "const": "piece",
                "description": "A piece that is not a character (a robot)."
              },
              {
                "const": "puzzle-card",
                "description": "A puzzle card: a board condition (Escape Room, Puzzle mode)."
              }
            ]
          }
        },
        "required": [
          "kind"
        ],
        "discriminator": {
          "propertyName": "kind"
        },
        "oneOf": [
          {
            "$ref": "room.schema.json"
          },
          {
            "$ref": "character.schema.json"
          },
          {
            "$ref": "card.schema.json"
          },
          {
            "$ref": "deck.schema.json"
          },
          {
            "$ref": "mode.schema.json"
          },
          {
            "$ref": "enigma-scenario.schema.json"
          },
          {
            "$ref": "pack-test.schema.json"
          },
          {
            "$ref": "piece.schema.json"
          },
          {
            "$ref": "puzzle-card.schema.json"
          }
        ]
      }
    }
  },
  "https://roomsmith.dev/schemas/deck.schema.json": {
    "$schema": "https://json-schema.org/draft/2020-12/schema",
    "$id": "https://roomsmith.dev/schemas/deck.schema.json",
    "title": "Deck",
    "description": "A reusable list of cards (or rooms dealt as cards) with counts.",
    "type": "object",
    "properties": {
      "$schema": {
        "$ref": "common.schema.json#/$defs/schemaRef"
      },
      "kind": {
        "const": "deck",
        "description": "Marks this entity as a deck. Always \"deck\"."
      },
      "id": {
        "$ref": "common.schema.json#/$defs/id",
        "description": "The deck's id, unique among decks of the pack. Referred to as \"<packId>:<id>\" from other packs."
      },
      "name": {
        "$ref": "common.schema.json#/$defs/text",
        "description": "The deck's display name."
      },
      "aliases": {
        "$ref": "common.schema.json#/$defs/aliases",
        "description": "Other names it goes by, across editions and languages."
      },
      "origin": {
        "$ref": "common.schema.json#/$defs/origin",
        "description": "Which rulebook this follows, or \"house\" for content designed here."
      },
      "description": {
        "$ref": "common.schema.json#/$defs/text",
        "description": "Notes for authors and players, in our own words."
      },
      "tags": {
        "$ref": "common.schema.json#/$defs/tags",
        "description": "Labels selectors and compositions can match on."
      },
      "entries": {
        "type": "array",
        "items": {
          "$ref": "#/$defs/entry"
        },
        "description": "The deck list. Example: [{\"card\": \"panic-1\", \"copies\": 2}].",
        "minItems": 1
      },
      "shuffled": {
        "type": "boolean",
        "description": "Whether the deck is shuffled when set up. Defaults to true."
      },
      "faceUp": {
        "type": "boolean",
        "description": "Whether cards lie face up. Defaults to false."
      }
    },
    "required": [
      "kind",
      "id",
      "name",
      "entries"
    ],
    "additionalProperties": false,
    "examples": [
      {
        "kind": "deck",
        "id": "mac-basic",
        "name": "Basic M.A.C. deck",
        "entries": [
          {
            "card": "panic-1",
            "copies": 2
          }
        ]
      }
    ],
    "$defs": {
      "entry": {
        "title": "DeckEntry",
        "type": "object",
        "description": "One line of a deck list: a card or a room, with a count.",
        "properties": {
          "card": {
            "$ref": "common.schema.json#/$defs/ref",
            "x-ref": "card",
            "description": "The card to put in, by id. Example: \"panic-1\"."
          },
          "room": {
            "$ref": "common.schema.json#/$defs/ref",
            "x-ref": "room",
            "description": "The room (as a card, e.g. Double Rush) to put in, by id. Example: \"deadly\"."
          },
          "copies": {
            "type": "integer",
            "minimum": 1,
            "description": "How many copies. Defaults to 1. Example: 2."
          }
        },
        "additionalProperties": false,
        "oneOf": [
          {
            "required": [
              "card"
            ],
            "description": "A card entry."
          },
          {
            "required": [
              "room"
            ],
            "description": "A room entry."
          }
        ]
      }
    }
  },
  "https://roomsmith.dev/schemas/enigma-scenario.schema.json": {
    "$schema": "https://json-schema.org/draft/2020-12/schema",
    "$id": "https://roomsmith.dev/schemas/enigma-scenario.schema.json",
    "title": "EnigmaScenario",
    "description": "An Escape Room scenario: its 8 enigma cards and the 4 codes the Secret Code rooms need, one of each shape (4 digits, 3 digits, 4 letters, 3 letters). Codes are stored only as salted SHA-256 hashes, never in clear.",
    "type": "object",
    "properties": {
      "$schema": {
        "$ref": "common.schema.json#/$defs/schemaRef"
      },
      "kind": {
        "const": "enigma-scenario",
        "description": "Marks this entity as a enigma scenario. Always \"enigma-scenario\"."
      },
      "id": {
        "$ref": "common.schema.json#/$defs/id",
        "description": "The enigma scenario's id, unique among enigma scenarios of the pack. Referred to as \"<packId>:<id>\" from other packs."
      },
      "name": {
        "$ref": "common.schema.json#/$defs/text",
        "description": "The enigma scenario's display name."
      },
      "aliases": {
        "$ref": "common.schema.json#/$defs/aliases",
        "description": "Other names it goes by, across editions and languages."
      },
      "origin": {
        "$ref": "common.schema.json#/$defs/origin",
        "description": "Which rulebook this follows, or \"house\" for content designed here."
      },
      "description": {
        "$ref": "common.schema.json#/$defs/text",
        "description": "Notes for authors and players, in our own words."
      },
      "tags": {
        "$ref": "common.schema.json#/$defs/tags",
        "description": "Labels selectors and compositions can match on."
      },
      "number": {
        "type": "integer",
        "minimum": 1,
        "description": "The scenario's number; scenarios grow harder with the number. Example: 1."
      },
      "mode": {
        "$ref": "common.schema.json#/$defs/ref",
        "x-ref": "mode",
        "description": "The mode this scenario is played in. Example: \"escape-room\"."
      },
      "cards": {
        "type": "array",
        "items": {
          "$ref": "common.schema.json#/$defs/ref",
          "x-ref": "card",
          "description": "An enigma card of the scenario."
        },
        "description": "The 8 enigma cards, in the order they are listed (the mode shuffles them).",
        "minItems": 8,
        "maxItems": 8
      },
      "codes": {
        "type": "array",
        "items": {
          "$ref": "#/$defs/code"
        },
        "description": "The 4 codes, one per Secret Code room, one of each shape the rooms declare: 4 digits, 3 digits, 4 letters, 3 letters.",
        "minItems": 4,
        "maxItems": 4
      }
    },
    "required": [
      "kind",
      "id",
      "name",
      "cards",
      "codes"
    ],
    "additionalProperties": false,
    "examples": [
      {
        "kind": "enigma-scenario",
        "id": "training",
        "name": "Training",
        "number": 1,
        "origin": {
          "source": "house"
        },
        "cards": [
          "training-1",
          "training-2",
          "training-3",
          "training-4",
          "training-5",
          "training-6",
          "training-7",
          "training-8"
        ],
        "codes": [
          {
            "room": "secret-code-4-digits",
            "salt": "k3v9Qx2m",
            "sha256": "4c1f3a0000000000000000000000000000000000000000000000000000000000",
            "cards": [
              "training-1",
              "training-2"
            ]
          },
          {
            "room": "secret-code-3-digits",
            "salt": "p0Lw7Rte",
            "sha256": "9ab2000000000000000000000000000000000000000000000000000000000000"
          },
          {
            "room": "secret-code-4-letters",
            "salt": "Zm4nB8qa",
            "sha256": "e7d0000000000000000000000000000000000000000000000000000000000000"
          },
          {
            "room": "secret-code-3-letters",
            "salt": "Tq6yH1cs",
            "sha256": "03f5000000000000000000000000000000000000000000000000000000000000"
          }
        ]
      }
    ],
    "$defs": {
      "code": {
        "title": "EnigmaCode",
        "type": "object",
        "properties": {
          "room": {
            "$ref": "common.schema.json#/$defs/ref",
            "x-ref": "room",
            "description": "The Secret Code room this code activates; its `code` shape (alphabet, length) is the shape players type. Example: \"secret-code-4-digits\"."
          },
          "cards": {
            "type": "array",
            "items": {
              "$ref": "common.schema.json#/$defs/ref",
              "x-ref": "card",
              "description": "An enigma card that leads to this code."
            },
            "description": "The enigma cards that together give this code."
          },
          "salt": {
            "type": "string",
            "pattern": "^[A-Za-z0-9_-]{8,64}$",
            "description": "A random salt, different for every code; given together with `sha256`. Example: \"k3v9Qx2m\"."
          },
          "sha256": {
            "type": "string",
            "pattern": "^[0-9a-f]{64}$",
            "description": "The hex SHA-256 of \"<salt>:<CODE>\" (the code in upper case). The code itself is never stored. Example: \"5c1f…\" (64 hex digits)."
          }
        },
        "required": [
          "room"
        ],
        "dependentRequired": {
          "salt": [
            "sha256"
          ],
          "sha256": [
            "salt"
          ]
        },
        "additionalProperties": false,
        "examples": [
          {
            "room": "secret-code-4-digits",
            "salt": "k3v9Qx2m",
            "sha256": "4c1f3a0000000000000000000000000000000000000000000000000000000000",
            "cards": [
              "training-1",
              "training-2"
            ]
          },
          {
            "room": "secret-code-3-letters"
          }
        ],
        "description": "The code one Secret Code room needs in this scenario, as a salted hash. A code without `salt` and `sha256` is not set yet (a new scenario's skeleton): the linker warns, and the room cannot be activated until the author types its code in the studio."
      }
    }
  },
  "https://roomsmith.dev/schemas/mode.schema.json": {
    "$schema": "https://json-schema.org/draft/2020-12/schema",
    "$id": "https://roomsmith.dev/schemas/mode.schema.json",
    "title": "Mode",
    "description": "A game mode: who plays, the zones and counters, setup, turn structure, actions, and how it ends.",
    "type": "object",
    "properties": {
      "$schema": {
        "$ref": "common.schema.json#/$defs/schemaRef"
      },
      "kind": {
        "const": "mode",
        "description": "Marks this entity as a mode. Always \"mode\"."
      },
      "id": {
        "$ref": "common.schema.json#/$defs/id",
        "description": "The mode's id, unique among modes of the pack. Referred to as \"<packId>:<id>\" from other packs."
      },
      "name": {
        "$ref": "common.schema.json#/$defs/text",
        "description": "The mode's display name."
      },
      "aliases": {
        "$ref": "common.schema.json#/$defs/aliases",
        "description": "Other names it goes by, across editions and languages."
      },
      "origin": {
        "$ref": "common.schema.json#/$defs/origin",
        "description": "Which rulebook this follows, or \"house\" for content designed here."
      },
      "description": {
        "$ref": "common.schema.json#/$defs/text",
        "description": "Notes for authors and players, in our own words."
      },
      "tags": {
        "$ref": "common.schema.json#/$defs/tags",
        "description": "Labels selectors and compositions can match on."
      },
      "extends": {
        "$ref": "common.schema.json#/$defs/ref",
        "x-ref": "mode",
        "description": "A base mode this one is written on top of: a mode of this pack, or \"<packId>:<id>\" of a dependency. This mode takes every rule property of the base (seats, zones, counters, roles, markers, tokens, setup, phases, actions, triggers, modifiers, endings, tags) that it does not give itself; a property it gives replaces the base's whole (no deep merge); to add to, change or drop items of a base's list instead, use \"amend\". kind, id, name, aliases, origin and description are never inherited. Bases may extend other modes; a cycle is an error. After the merge the mode must be complete (seats and phases included). Example: \"level-1\"."
      },
      "amend": {
        "type": "object",
        "additionalProperties": false,
        "minProperties": 1,
        "properties": {
          "zones": {
            "type": "object",
            "additionalProperties": false,
            "minProperties": 1,
            "properties": {
              "append": {
                "type": "array",
                "minItems": 1,
                "items": {
                  "$ref": "vocabulary/zone.schema.json",
                  "x-declares": "zone"
                },
                "description": "New zones added after the base's, in this order. An item whose id the base already has is an error: use replace."
              },
              "replace": {
                "type": "array",
                "minItems": 1,
                "items": {
                  "$ref": "vocabulary/zone.schema.json",
                  "x-declares": "zone"
                },
                "description": "Zones that take the place of the base's item with the same id, where it stands in the list. An id the base does not have is an error."
              },
              "remove": {
                "type": "array",
                "minItems": 1,
                "uniqueItems": true,
                "items": {
                  "type": "string",
                  "minLength": 1,
                  "maxLength": 100,
                  "description": "The id of an item of the base list."
                },
                "description": "Ids of the base's zones to leave out. An id the base does not have is an error."
              }
            },
            "description": "Changes to the base's zones, matched by id: replace in place, remove, then append at the end."
          },
          "counters": {
            "type": "object",
            "additionalProperties": false,
            "minProperties": 1,
            "properties": {
              "append": {
                "type": "array",
                "minItems": 1,
                "items": {
                  "$ref": "vocabulary/counter.schema.json",
                  "x-declares": "counter"
                },
                "description": "New counters added after the base's, in this order. An item whose id the base already has is an error: use replace."
              },
              "replace": {
                "type": "array",
                "minItems": 1,
                "items": {
                  "$ref": "vocabulary/counter.schema.json",
                  "x-declares": "counter"
                },
                "description": "Counters that take the place of the base's item with the same id, where it stands in the list. An id the base does not have is an error."
              },
              "remove": {
                "type": "array",
                "minItems": 1,
                "uniqueItems": true,
                "items": {
                  "type": "string",
                  "minLength": 1,
                  "maxLength": 100,
                  "description": "The id of an item of the base list."
                },
                "description": "Ids of the base's counters to leave out. An id the base does not have is an error."
              }
            },
            "description": "Changes to the base's counters, matched by id: replace in place, remove, then append at the end."
          },
          "roles": {
            "type": "object",
            "additionalProperties": false,
            "minProperties": 1,
            "properties": {
              "append": {
                "type": "array",
                "minItems": 1,
                "items": {
                  "$ref": "#/$defs/role"
                },
                "description": "New roles added after the base's, in this order. An item whose id the base already has is an error: use replace."
              },
              "replace": {
                "type": "array",
                "minItems": 1,
                "items": {
                  "$ref": "#/$defs/role"
                },
                "description": "Roles that take the place of the base's item with the same id, where it stands in the list. An id the base does not have is an error."
              },
              "remove": {
                "type": "array",
                "minItems": 1,
                "uniqueItems": true,
                "items": {
                  "type": "string",
                  "minLength": 1,
                  "maxLength": 100,
                  "description": "The id of an item of the base list."
                },
                "description": "Ids of the base's roles to leave out. An id the base does not have is an error."
              }
            },
            "description": "Changes to the base's roles, matched by id: replace in place, remove, then append at the end."
          },
          "markers": {
            "type": "object",
            "additionalProperties": false,
            "minProperties": 1,
            "properties": {
              "append": {
                "type": "array",
                "minItems": 1,
                "items": {
                  "$ref": "#/$defs/markerDecl"
                },
                "description": "New markers added after the base's, in this order. An item whose id the base already has is an error: use replace."
              },
              "replace": {
                "type": "array",
                "minItems": 1,
                "items": {
                  "$ref": "#/$defs/markerDecl"
                },
                "description": "Markers that take the place of the base's item with the same id, where it stands in the list. An id the base does not have is an error."
              },
              "remove": {
                "type": "array",
                "minItems": 1,
                "uniqueItems": true,
                "items": {
                  "type": "string",
                  "minLength": 1,
                  "maxLength": 100,
                  "description": "The id of an item of the base list."
                },
                "description": "Ids of the base's markers to leave out. An id the base does not have is an error."
              }
            },
            "description": "Changes to the base's markers, matched by id: replace in place, remove, then append at the end."
          },
          "tokens": {
            "type": "object",
            "additionalProperties": false,
            "minProperties": 1,
            "properties": {
              "append": {
                "type": "array",
                "minItems": 1,
                "items": {
                  "$ref": "#/$defs/tokenDecl"
                },
                "description": "New tokens added after the base's, in this order. An item whose id the base already has is an error: use replace."
              },
              "replace": {
                "type": "array",
                "minItems": 1,
                "items": {
                  "$ref": "#/$defs/tokenDecl"
                },
                "description": "Tokens that take the place of the base's item with the same id, where it stands in the list. An id the base does not have is an error."
              },
              "remove": {
                "type": "array",
                "minItems": 1,
                "uniqueItems": true,
                "items": {
                  "type": "string",
                  "minLength": 1,
                  "maxLength": 100,
                  "description": "The id of an item of the base list."
                },
                "description": "Ids of the base's tokens to leave out. An id the base does not have is an error."
              }
            },
            "description": "Changes to the base's tokens, matched by id: replace in place, remove, then append at the end."
          },
          "phases": {
            "type": "object",
            "additionalProperties": false,
            "minProperties": 1,
            "properties": {
              "append": {
                "type": "array",
                "minItems": 1,
                "items": {
                  "$ref": "vocabulary/phase.schema.json",
                  "x-declares": "phase"
                },
                "description": "New phases added after the base's, in this order. An item whose id the base already has is an error: use replace."
              },
              "replace": {
                "type": "array",
                "minItems": 1,
                "items": {
                  "$ref": "vocabulary/phase.schema.json",
                  "x-declares": "phase"
                },
                "description": "Phases that take the place of the base's item with the same id, where it stands in the list. An id the base does not have is an error."
              },
              "remove": {
                "type": "array",
                "minItems": 1,
                "uniqueItems": true,
                "items": {
                  "type": "string",
                  "minLength": 1,
                  "maxLength": 100,
                  "description": "The id of an item of the base list."
                },
                "description": "Ids of the base's phases to leave out. An id the base does not have is an error."
              }
            },
            "description": "Changes to the base's phases, matched by id: replace in place, remove, then append at the end."
          },
          "actions": {
            "type": "object",
            "additionalProperties": false,
            "minProperties": 1,
            "properties": {
              "append": {
                "type": "array",
                "minItems": 1,
                "items": {
                  "$ref": "vocabulary/action.schema.json",
                  "x-declares": "action"
                },
                "description": "New actions added after the base's, in this order. An item whose id the base already has is an error: use replace."
              },
              "replace": {
                "type": "array",
                "minItems": 1,
                "items": {
                  "$ref": "vocabulary/action.schema.json",
                  "x-declares": "action"
                },
                "description": "Actions that take the place of the base's item with the same id, where it stands in the list. An id the base does not have is an error."
              },
              "remove": {
                "type": "array",
                "minItems": 1,
                "uniqueItems": true,
                "items": {
                  "type": "string",
                  "minLength": 1,
                  "maxLength": 100,
                  "description": "The id of an item of the base list."
                },
                "description": "Ids of the base's actions to leave out. An id the base does not have is an error."
              }
            },
            "description": "Changes to the base's actions, matched by id: replace in place, remove, then append at the end."
          },
          "endings": {
            "type": "object",
            "additionalProperties": false,
            "minProperties": 1,
            "properties": {
              "append": {
                "type": "array",
                "minItems": 1,
                "items": {
                  "$ref": "vocabulary/ending.schema.json"
                },
                "description": "New endings added after the base's, in this order. An item whose id the base already has is an error: use replace."
              },
              "replace": {
                "type": "array",
                "minItems": 1,
                "items": {
                  "$ref": "vocabulary/ending.schema.json"
                },
                "description": "Endings that take the place of the base's item with the same id, where it stands in the list. An id the base does not have is an error."
              },
              "remove": {
                "type": "array",
                "minItems": 1,
                "uniqueItems": true,
                "items": {
                  "type": "string",
                  "minLength": 1,
                  "maxLength": 100,
                  "description": "The id of an item of the base list."
                },
                "description": "Ids of the base's endings to leave out. An id the base does not have is an error."
              }
            },
            "description": "Changes to the base's endings, matched by id: replace in place, remove, then append at the end."
          },
          "triggers": {
            "type": "object",
            "additionalProperties": false,
            "minProperties": 1,
            "properties": {
              "append": {
                "type": "array",
                "minItems": 1,
                "items": {
                  "$ref": "vocabulary/trigger.schema.json"
                },
                "description": "New triggers added after the base's, in this order. An item whose id the base already has is an error: use replace."
              }
            },
            "description": "Triggers added after the base's (they have no ids, so they can only be appended)."
          },
          "modifiers": {
            "type": "object",
            "additionalProperties": false,
            "minProperties": 1,
            "properties": {
              "append": {
                "type": "array",
                "minItems": 1,
                "items": {
                  "$ref": "vocabulary/modifier.schema.json"
                },
                "description": "New modifiers added after the base's, in this order. An item whose id the base already has is an error: use replace."
              }
            },
            "description": "Modifiers added after the base's (they have no ids, so they can only be appended)."
          }
        },
        "description": "Edits to the lists the base mode gives, instead of replacing a list whole: for each list, \"replace\" items by id in place, \"remove\" ids, \"append\" new items at the end (in that order). Only with \"extends\", and not for a list the mode also gives whole. Resolved by the loader: the engine sees the complete list. Example: {\"actions\": {\"replace\": [{\"id\": \"control\", …}], \"append\": [{\"id\": \"show-card\", …}]}}.",
        "examples": [
          {
            "phases": {
              "remove": [
                "bonus-round"
              ]
            },
            "counters": {
              "append": [
                {
                  "id": "keys",
                  "initial": 0
                }
              ]
            }
          }
        ]
      },
      "seats": {
        "$ref": "#/$defs/seats",
        "description": "How many players and characters. Required, unless the mode extends a base that gives them."
      },
      "zones": {
        "type": "array",
        "items": {
          "$ref": "vocabulary/zone.schema.json",
          "x-declares": "zone"
        },
        "description": "The zones the mode plays with: the complex (a grid with regions such as the exit zones), decks, discard piles, hands."
      },
      "counters": {
        "type": "array",
        "items": {
          "$ref": "vocabulary/counter.schema.json",
          "x-declares": "counter"
        },
        "description": "Counters: the countdown, rounds, any variable."
      },
      "roles": {
        "type": "array",
        "items": {
          "$ref": "#/$defs/role"
        },
        "description": "The roles seats can hold."
      },
      "markers": {
        "type": "array",
        "items": {
          "$ref": "#/$defs/markerDecl"
        },
        "description": "Markers the mode uses (pack.json may declare more)."
      },
      "tokens": {
        "type": "array",
        "items": {
          "$ref": "#/$defs/tokenDecl"
        },
        "description": "Tokens the mode uses (pack.json may declare more)."
      },
      "setup": {
        "$ref": "#/$defs/setup",
        "description": "How a match is set up."
      },
      "phases": {
        "type": "array",
        "items": {
          "$ref": "vocabulary/phase.schema.json",
          "x-declares": "phase"
        },
        "description": "The turn structure, phase by phase (programming, action rounds, countdown)."
      },
      "actions": {
        "type": "array",
        "items": {
          "$ref": "vocabulary/action.schema.json",
          "x-declares": "action"
        },
        "description": "The actions players may take (Look, Move, Push, Control…)."
      },
      "triggers": {
        "type": "array",
        "description": "Mode-wide effects on events (e.g. the Alert when Room 25 is entered early).",
        "items": {
          "$ref": "vocabulary/trigger.schema.json"
        }
      },
      "modifiers": {
        "type": "array",
        "description": "Mode-wide standing rules (e.g. only Look and Move in the Central Room).",
        "items": {
          "$ref": "vocabulary/modifier.schema.json"
        }
      },
      "endings": {
        "type": "array",
        "items": {
          "$ref": "vocabulary/ending.schema.json"
        },
        "description": "How the game ends, victory or defeat, checked in order; the first that holds ends the match."
      },
      "bots": {
        "type": "object",
        "additionalProperties": false,
        "description": "Hints for simulation bots (roomsmith sim, the studio's playtest): what the mode's goal needs, what to keep away from, how much each part of a position counts. Optional: bots also learn which content eliminates and which content escapes from the content itself.",
        "examples": [
          {
            "seek": [
              "room-25"
            ],
            "weights": {
              "goal": 3
            }
          },
          {
            "seek": [
              "key",
              "room-25"
            ],
            "progress": [
              {
                "seatVar": "wins",
                "target": 2,
                "weight": 6
              }
            ]
          }
        ],
        "properties": {
          "seek": {
            "type": "array",
            "description": "Components the mode's goal needs (the exit, a key): bots head for them.",
            "items": {
              "type": "string",
              "x-ref": [
                "room",
                "card"
              ],
              "description": "A room or card id."
            }
          },
          "avoid": {
            "type": "array",
            "description": "Components bots keep away from, beyond those they see eliminate in the content.",
            "items": {
              "type": "string",
              "x-ref": [
                "room",
                "card"
              ],
              "description": "A room or card id."
            }
          },
          "cooperative": {
            "type": "boolean",
            "description": "Every seat wins or loses together (bots then play for the team). Learnt from the endings when absent."
          },
          "signals": {
            "type": "object",
            "additionalProperties": false,
            "required": [
              "property",
              "options"
            ],
            "description": "What the mode's table talk means, for bots: the options a seat picks to say something about a face it saw (\"Say: red\"), each with the value of a content property it names (a room's colour). In a cooperative mode bots say what they saw truthfully, and read what teammates said (the announcement after a look) as evidence of that face.",
            "examples": [
              {
                "property": "colour",
                "options": {
                  "say-red": "red",
                  "say-green": "green"
                }
              }
            ],
            "properties": {
              "property": {
                "type": "string",
                "minLength": 1,
                "description": "The content property the options name (e.g. colour)."
              },
              "options": {
                "type": "object",
                "minProperties": 1,
                "description": "Option id (of a choose-option in the mode) to the property value it says.",
                "additionalProperties": {
                  "type": "string",
                  "minLength": 1
                }
              }
            }
          },
          "plan": {
            "type": "object",
            "additionalProperties": false,
            "required": [
              "move"
            ],
            "description": "A cooperative team plan for bots: which of the mode's actions move the actor, look at a hidden tile and shift the actor's line. With it, bots of a cooperative team head together for the goal they know (seen, face up, or announced), or spread out to look at the cells where the setup may have dealt it, along tiles known to be safe; programme both actions together (Look at an unknown step then Move, Move then Move); wait on the goal for the team; and shift its line to take it out, or nearer the team. Without it bots make no team plan.",
            "examples": [
              {
                "move": "move",
                "look": "look",
                "shift": "control"
              }
            ],
            "properties": {
              "move": {
                "type": "string",
                "minLength": 1,
                "x-ref": "action",
                "description": "The action that moves the actor onto an adjacent target."
              },
              "look": {
                "type": "string",
                "minLength": 1,
                "x-ref": "action",
                "description": "The action that looks at an adjacent hidden target."
              },
              "shift": {
                "type": "string",
                "minLength": 1,
                "x-ref": "action",
                "description": "The action that shifts the actor's row or column (and can take the goal out of the grid)."
              },
              "first": {
                "type": "object",
                "additionalProperties": false,
                "required": [
                  "seek",
                  "counter"
                ],
                "description": "A stage before the goal: content a member of the team must enter first (Season 2 Cooperation's Key Room), done once a mode counter reaches a value. Until then the member nearest it heads for it (or, unseen, looks where the setup may deal it), the others go on with the plan, and nobody takes the goal out.",
                "examples": [
                  {
                    "seek": [
                      "key"
                    ],
                    "counter": "key",
                    "atLeast": 1
                  }
                ],
                "properties": {
                  "seek": {
                    "type": "array",
                    "minItems": 1,
                    "description": "The content to enter first.",
                    "items": {
                      "type": "string",
                      "x-ref": [
                        "room",
                        "card"
                      ],
                      "description": "A room or card id."
                    }
                  },
                  "counter": {
                    "type": "string",
                    "minLength": 1,
                    "description": "The mode counter that says the stage is done (e.g. the Key Room sets key to 1)."
                  },
                  "atLeast": {
                    "type": "integer",
                    "minimum": 1,
                    "maximum": 1000,
                    "description": "The counter's value once the stage is done (default 1)."
                  }
                }
              }
            }
          },
          "progress": {
            "type": "array",
            "description": "Seat variables that count toward winning (rounds won, a pass held): a bot values having more of them than its opponents.",
            "items": {
              "type": "object",
              "additionalProperties": false,
              "required": [
                "seatVar",
                "target"
              ],
              "description": "One seat variable and the value that wins.",
              "properties": {
                "seatVar": {
                  "type": "string",
                  "description": "The seat variable's name."
                },
                "target": {
                  "type": "number",
                  "minimum": 1,
                  "maximum": 1000,
                  "description": "The value that counts as complete (e.g. 2 rounds won)."
                },
                "weight": {
                  "type": "number",
                  "minimum": 0,
                  "maximum": 100,
                  "description": "How much this variable counts (default 4)."
                }
              }
            }
          },
          "weights": {
            "type": "object",
            "additionalProperties": false,
            "description": "How much each part of a position counts for the heuristic bot (0–100; defaults: survive 4, escape 6, goal 2, explore 1, lethal 8, plan 5, risk 4).",
            "properties": {
              "survive": {
                "type": "number",
                "minimum": 0,
                "maximum": 100,
                "description": "Own or team pieces still in play."
              },
              "escape": {
                "type": "number",
                "minimum": 0,
                "maximum": 100,
                "description": "Own or team pieces escaped."
              },
              "goal": {
                "type": "number",
                "minimum": 0,
                "maximum": 100,
                "description": "Closeness of pieces to a known goal component."
              },
              "explore": {
                "type": "number",
                "minimum": 0,
                "maximum": 100,
                "description": "Faces of the table the seat knows."
              },
              "lethal": {
                "type": "number",
                "minimum": 0,
                "maximum": 100,
                "description": "Penalty for stepping onto a component known to eliminate."
              },
              "plan": {
                "type": "number",
                "minimum": 0,
                "maximum": 100,
                "description": "Following the team plan (see plan) in the bot's own choices, in hundredths of a position's score; 0 leaves the plan to guide only its lookahead."
              },
              "risk": {
                "type": "number",
                "minimum": 0,
                "maximum": 100,
                "description": "How much a tile's chance of eliminating lengthens a planned route (a step onto a tile known to be safe counts 1)."
              }
            }
          }
        }
      }
    },
    "required": [
      "kind",
      "id",
      "name"
    ],
    "if": {
      "required": [
        "extends"
      ]
    },
    "then": {
      "description": "A mode that extends another gets its seats from the base when it gives none."
    },
    "else": {
      "required": [
        "seats"
      ],
      "description": "A mode that extends nothing must say how many play."
    },
    "additionalProperties": false,
    "examples": [
      {
        "kind": "mode",
        "id": "coop",
        "name": "Cooperation",
        "origin": {
          "source": "season1"
        },
        "seats": {
          "players": {
            "min": 1,
            "max": 6
          },
          "characters": {
            "min": 4,
            "max": 6
          }
        },
        "zones": [
          {
            "id": "complex",
            "kind": "grid",
            "rows": 5,
            "cols": 5,
            "fixedRows": [
              2
            ],
            "fixedCols": [
              2
            ]
          }
        ],
        "counters": [
          {
            "id": "countdown",
            "name": "Countdown",
            "initial": 8
          }
        ],
        "setup": {
          "turns": [
            {
              "characters": {
                "min": 4,
                "max": 4
              },
              "turns": 8
            }
          ]
        }
      }
    ],
    "$defs": {
      "role": {
        "title": "RoleDecl",
        "type": "object",
        "properties": {
          "id": {
            "$ref": "common.schema.json#/$defs/id",
            "x-declares": "role",
            "description": "The role's id, used by effects and selectors to name it."
          },
          "name": {
            "$ref": "common.schema.json#/$defs/text",
            "description": "The role's display name."
          },
          "description": {
            "$ref": "common.schema.json#/$defs/text",
            "description": "What the role is for."
          },
          "team": {
            "$ref": "common.schema.json#/$defs/id",
            "description": "The team the role plays for. Example: \"prisoners\"."
          },
          "hidden": {
            "type": "boolean",
            "description": "Whether the role is dealt face down. Defaults to false."
          }
        },
        "required": [
          "id"
        ],
        "additionalProperties": false,
        "description": "Declares a role.",
        "examples": [
          {
            "id": "guard",
            "name": "Guard",
            "team": "guards",
            "hidden": true
          }
        ]
      },
      "markerDecl": {
        "title": "MarkerDecl",
        "type": "object",
        "properties": {
          "id": {
            "$ref": "common.schema.json#/$defs/id",
            "x-declares": "marker",
            "description": "The marker's id, used by effects and selectors to name it."
          },
          "name": {
            "$ref": "common.schema.json#/$defs/text",
            "description": "The marker's display name."
          },
          "description": {
            "$ref": "common.schema.json#/$defs/text",
            "description": "What the marker is for."
          }
        },
        "required": [
          "id"
        ],
        "additionalProperties": false,
        "description": "Declares a marker.",
        "examples": [
          {
            "id": "do-not-cross",
            "name": "Do not cross"
          }
        ]
      },
      "tokenDecl": {
        "title": "TokenDecl",
        "type": "object",
        "properties": {
          "id": {
            "$ref": "common.schema.json#/$defs/id",
            "x-declares": "token",
            "description": "The token's id, used by effects and selectors to name it."
          },
          "name": {
            "$ref": "common.schema.json#/$defs/text",
            "description": "The token's display name."
          },
          "description": {
            "$ref": "common.schema.json#/$defs/text",
            "description": "What the token is for."
          },
          "count": {
            "type": "integer",
            "minimum": 0,
            "description": "How many each seat starts with. Example: 1."
          },
          "perPiece": {
            "type": "integer",
            "minimum": 0,
            "description": "How many each piece (character) starts with: create-pieces sets the piece variable named after the token to this count. Example: 1 (an Adrenaline token per character)."
          }
        },
        "required": [
          "id"
        ],
        "additionalProperties": false,
        "description": "Declares a token.",
        "examples": [
          {
            "id": "adrenaline",
            "name": "Adrenaline",
            "count": 1
          },
          {
            "id": "adrenaline",
            "name": "Adrenaline",
            "perPiece": 1
          }
        ]
      },
      "pick": {
        "title": "CompositionPick",
        "type": "object",
        "description": "One line of a composition: a given room, some rooms picked at random by colour or tag, or some rooms drawn from a listed pool.",
        "properties": {
          "room": {
            "$ref": "common.schema.json#/$defs/ref",
            "x-ref": "room",
            "description": "This room. Example: \"acid-bath\"."
          },
          "colour": {
            "$ref": "common.schema.json#/$defs/colour",
            "description": "Pick rooms of this colour at random: each one among the room definitions of that colour, equally likely, with repeats. Example: \"green\"."
          },
          "tag": {
            "$ref": "common.schema.json#/$defs/id",
            "description": "Pick rooms with this tag at random (with colour: of both), like colour. Example: \"ephemeral\"."
          },
          "from": {
            "type": "array",
            "minItems": 1,
            "items": {
              "type": "object",
              "properties": {
                "room": {
                  "$ref": "common.schema.json#/$defs/ref",
                  "x-ref": "room",
                  "description": "A room of the pool."
                },
                "count": {
                  "type": "integer",
                  "minimum": 1,
                  "description": "How many copies of it the pool holds (default 1)."
                }
              },
              "required": [
                "room"
              ],
              "additionalProperties": false,
              "description": "Copies of one room in the pool."
            },
            "description": "Draw count rooms at random from this pool of copies, without replacement (a copy drawn is gone; the copies left over are not dealt), instead of room, colour or tag: \"5 of your choice or drawn\" from a given set of tiles. count may not exceed the pool. Example: [{\"room\": \"dark\", \"count\": 2}, {\"room\": \"mirror\"}]."
          },
          "count": {
            "type": "integer",
            "minimum": 1,
            "description": "How many. Example: 2."
          },
          "setAside": {
            "type": "boolean",
            "description": "Whether these rooms are kept out of the first deal (Room 25, Vision Room…) and shuffled into the rest afterwards."
          }
        },
        "required": [
          "count"
        ],
        "additionalProperties": false,
        "examples": [
          {
            "room": "acid-bath",
            "count": 2
          },
          {
            "colour": "green",
            "count": 3
          },
          {
            "count": 2,
            "from": [
              {
                "room": "dark",
                "count": 2
              },
              {
                "room": "mirror"
              }
            ]
          }
        ]
      },
      "composition": {
        "title": "Composition",
        "type": "object",
        "properties": {
          "id": {
            "$ref": "common.schema.json#/$defs/id",
            "description": "The composition's id, chosen as a mode option. Example: \"beginner\"."
          },
          "name": {
            "$ref": "common.schema.json#/$defs/text",
            "description": "The composition's display name."
          },
          "players": {
            "$ref": "common.schema.json#/$defs/range",
            "description": "The numbers of players it is meant for. With no `composition` option, `deal-composition` deals the first composition whose range holds the number of seats (one without a range fits any). Example: {\"min\": 1, \"max\": 1}."
          },
          "rooms": {
            "type": "array",
            "items": {
              "$ref": "#/$defs/pick"
            },
            "description": "What goes into the complex.",
            "minItems": 1
          },
          "fixed": {
            "type": "array",
            "items": {
              "type": "object",
              "properties": {
                "room": {
                  "$ref": "common.schema.json#/$defs/ref",
                  "x-ref": "room",
                  "description": "The room placed here."
                },
                "cell": {
                  "$ref": "common.schema.json#/$defs/cell",
                  "description": "Where it goes."
                }
              },
              "required": [
                "room",
                "cell"
              ],
              "additionalProperties": false,
              "description": "A room placed on a given cell."
            },
            "description": "Rooms that always go on the same cell, e.g. the Central Room in the middle."
          }
        },
        "required": [
          "id",
          "rooms"
        ],
        "additionalProperties": false,
        "description": "A composition of the complex: which rooms, how many, by name or colour."
      },
      "deal": {
        "title": "DeckDeal",
        "type": "object",
        "properties": {
          "zone": {
            "$ref": "common.schema.json#/$defs/ref",
            "x-ref": "zone",
            "description": "The zone receiving the cards. Example: \"mac-deck\"."
          },
          "deck": {
            "$ref": "common.schema.json#/$defs/ref",
            "x-ref": "deck",
            "description": "A deck declared in the pack. Example: \"mac-basic\"."
          },
          "entries": {
            "type": "array",
            "items": {
              "$ref": "deck.schema.json#/$defs/entry"
            },
            "description": "Cards listed inline instead of a deck."
          },
          "shuffled": {
            "type": "boolean",
            "description": "Shuffle after dealing. Defaults to true."
          }
        },
        "required": [
          "zone"
        ],
        "additionalProperties": false,
        "description": "Puts a deck (or an inline list) into a stack or hand zone at setup."
      },
      "roleDeal": {
        "title": "RoleDeal",
        "type": "object",
        "properties": {
          "characters": {
            "$ref": "common.schema.json#/$defs/range",
            "description": "The character counts this line applies to."
          },
          "roles": {
            "type": "array",
            "items": {
              "type": "object",
              "properties": {
                "role": {
                  "$ref": "common.schema.json#/$defs/ref",
                  "x-ref": "role",
                  "description": "The role."
                },
                "count": {
                  "type": "integer",
                  "minimum": 1,
                  "description": "How many."
                }
              },
              "required": [
                "role",
                "count"
              ],
              "additionalProperties": false,
              "description": "Some copies of a role."
            },
            "description": "The roles shuffled and dealt."
          },
          "leftOut": {
            "type": "integer",
            "minimum": 0,
            "description": "How many dealt roles are set aside unseen. Example: 1."
          }
        },
        "required": [
          "characters",
          "roles"
        ],
        "additionalProperties": false,
        "description": "How roles are dealt for some character counts. Example: 4 characters → 4 prisoners + 1 guard, one left out."
      },
      "turns": {
        "title": "TurnCount",
        "type": "object",
        "properties": {
          "characters": {
            "$ref": "common.schema.json#/$defs/range",
            "description": "The character counts this line applies to. Example: {\"min\": 4, \"max\": 6}."
          },
          "turns": {
            "type": "integer",
            "minimum": 1,
            "description": "How many turns the countdown gives. Example: 8."
          }
        },
        "required": [
          "characters",
          "turns"
        ],
        "additionalProperties": false,
        "description": "Turn count for some character counts."
      },
      "seats": {
        "title": "Seats",
        "type": "object",
        "properties": {
          "players": {
            "$ref": "common.schema.json#/$defs/range",
            "description": "How many players may play. Example: {\"min\": 2, \"max\": 6}."
          },
          "characters": {
            "$ref": "common.schema.json#/$defs/range",
            "description": "How many characters are in play in total. Example: {\"min\": 4, \"max\": 6}."
          },
          "charactersPerPlayer": {
            "type": "array",
            "items": {
              "type": "object",
              "properties": {
                "players": {
                  "type": "integer",
                  "minimum": 1,
                  "description": "Player count."
                },
                "characters": {
                  "type": "integer",
                  "minimum": 1,
                  "description": "Characters each player runs."
                }
              },
              "required": [
                "players",
                "characters"
              ],
              "additionalProperties": false,
              "description": "Characters per player at one player count."
            },
            "description": "How many characters each player runs, by player count. Example: [{\"players\": 2, \"characters\": 2}]."
          },
          "playerCounts": {
            "type": "array",
            "items": {
              "type": "integer",
              "minimum": 1
            },
            "minItems": 1,
            "uniqueItems": true,
            "description": "The only player counts the mode accepts, when not every count between players.min and players.max plays (Team: 4 or 6). Each lies in that range. Example: [4, 6]."
          }
        },
        "required": [
          "players"
        ],
        "additionalProperties": false,
        "description": "Who plays: players, characters and how they map."
      },
      "setup": {
        "title": "Setup",
        "type": "object",
        "properties": {
          "compositions": {
            "type": "array",
            "items": {
              "$ref": "#/$defs/composition"
            },
            "description": "Complex compositions the players choose from; the first is the default."
          },
          "decks": {
            "type": "array",
            "items": {
              "$ref": "#/$defs/deal"
            },
            "description": "Decks dealt into zones at setup, by the `deal-decks` step."
          },
          "roles": {
            "type": "array",
            "items": {
              "$ref": "#/$defs/roleDeal"
            },
            "description": "How roles are dealt, by character count: the pool a `deal-roles` step that lists no roles deals (one role per seat; the rest, `leftOut`, stay out unseen)."
          },
          "turns": {
            "type": "array",
            "items": {
              "$ref": "#/$defs/turns"
            },
            "description": "Turn count by character count, read by the `setup-turns` expression."
          },
          "steps": {
            "type": "array",
            "description": "The setup procedure, step by step, in the order the engine runs them (lay rooms, place figures, deal clues…).",
            "items": {
              "$ref": "vocabulary/setup-step.schema.json"
            }
          }
        },
        "required": [],
        "additionalProperties": false,
        "description": "How a match is set up."
      }
    }
  },
  "https://roomsmith.dev/schemas/pack-test.schema.json": {
    "$schema": "https://json-schema.org/draft/2020-12/schema",
    "$id": "https://roomsmith.dev/schemas/pack-test.schema.json",
    "title": "PackTest",
    "description": "A pack test: a mode and seed (or an explicit layout), scripted answers, and expectations over state and events.",
    "type": "object",
    "properties": {
      "$schema": {
        "$ref": "common.schema.json#/$defs/schemaRef"
      },
      "kind": {
        "const": "pack-test",
        "description": "Marks this entity as a pack test. Always \"pack-test\"."
      },
      "id": {
        "$ref": "common.schema.json#/$defs/id",
        "description": "The pack test's id, unique among pack tests of the pack. Referred to as \"<packId>:<id>\" from other packs."
      },
      "name": {
        "$ref": "common.schema.json#/$defs/text",
        "description": "The pack test's display name."
      },
      "aliases": {
        "$ref": "common.schema.json#/$defs/aliases",
        "description": "Other names it goes by, across editions and languages."
      },
      "origin": {
        "$ref": "common.schema.json#/$defs/origin",
        "description": "Which rulebook this follows, or \"house\" for content designed here."
      },
      "description": {
        "$ref": "common.schema.json#/$defs/text",
        "description": "Notes for authors and players, in our own words."
      },
      "tags": {
        "$ref": "common.schema.json#/$defs/tags",
        "description": "Labels selectors and compositions can match on."
      },
      "mode": {
        "$ref": "common.schema.json#/$defs/ref",
        "x-ref": "mode",
        "description": "The mode played. Example: \"coop\"."
      },
      "seed": {
        "description": "The RNG seed; with the mode it decides the dealt layout. Example: 7.",
        "oneOf": [
          {
            "type": "integer",
            "description": "A numeric seed."
          },
          {
            "type": "string",
            "description": "A text seed."
          }
        ]
      },
      "seats": {
        "type": "integer",
        "minimum": 1,
        "description": "How many seats play. Example: 4."
      },
      "options": {
        "type": "object",
        "description": "Mode options, e.g. the composition. Example: {\"composition\": \"beginner\"}.",
        "propertyNames": {
          "$ref": "common.schema.json#/$defs/id"
        },
        "additionalProperties": {
          "type": [
            "string",
            "number",
            "boolean"
          ],
          "description": "The option's value."
        }
      },
      "layout": {
        "$ref": "#/$defs/layout",
        "description": "An explicit starting layout; overrides what the seed would deal (all of it, or with \"afterSetup\" only what it names)."
      },
      "answers": {
        "type": "array",
        "items": {
          "$ref": "#/$defs/step"
        },
        "description": "The scripted decision answers, in order."
      },
      "expect": {
        "type": "array",
        "items": {
          "$ref": "#/$defs/expectation"
        },
        "description": "What must hold after the script ran.",
        "minItems": 1
      }
    },
    "required": [
      "kind",
      "id",
      "name",
      "mode",
      "seats",
      "expect"
    ],
    "additionalProperties": false,
    "examples": [
      {
        "kind": "pack-test",
        "id": "acid-kills-first",
        "name": "Acid Bath eliminates the first occupant",
        "mode": "coop",
        "seed": 1,
        "seats": 2,
        "answers": [
          {
            "seat": "s0",
            "option": "move:c12"
          }
        ],
        "expect": [
          {
            "expect": "event",
            "type": "eliminated",
            "character": "alice",
            "count": 1
          }
        ]
      }
    ],
    "$defs": {
      "answer": {
        "title": "Answer",
        "type": "object",
        "properties": {
          "seat": {
            "type": "string",
            "pattern": "^s[0-9]+$",
            "description": "A seat id: \"s0\" for the first seat, \"s1\" for the second… Example: \"s0\"."
          },
          "option": {
            "type": "string",
            "minLength": 1,
            "description": "The id of the chosen option, as the engine lists it. Example: \"program:look,move\"."
          }
        },
        "required": [
          "seat",
          "option"
        ],
        "additionalProperties": false,
        "description": "One seat's answer to the pending decision."
      },
      "step": {
        "title": "AnswerStep",
        "description": "The answers to one pending decision: one answer, or one per seat for simultaneous decisions.",
        "oneOf": [
          {
            "$ref": "#/$defs/answer"
          },
          {
            "type": "array",
            "items": {
              "$ref": "#/$defs/answer"
            },
            "minItems": 1,
            "description": "Answers of several seats at once."
          }
        ]
      },
      "placement": {
        "title": "Placement",
        "type": "object",
        "properties": {
          "character": {
            "$ref": "common.schema.json#/$defs/ref",
            "x-ref": [
              "character",
              "piece"
            ],
            "description": "The character. Example: \"alice\"."
          },
          "seat": {
            "type": "string",
            "pattern": "^s[0-9]+$",
            "description": "A seat id: \"s0\" for the first seat, \"s1\" for the second… Example: \"s0\"."
          },
          "cell": {
            "$ref": "common.schema.json#/$defs/cell",
            "description": "Where the figure stands (on the room of this cell). Example: [2, 2]."
          },
          "zone": {
            "type": "string",
            "pattern": "^[A-Za-z][A-Za-z0-9_-]*(@s[0-9]+)?$",
            "description": "A zone (instance id: zone, or zone@seat) the figure stands in, off the grid; used when no cell is given. Example: \"lobby\"."
          },
          "vars": {
            "type": "object",
            "description": "Piece variables to set on this figure, over what it starts with (the mode's per-piece tokens and the character's kit). Example: {\"adrenaline\": 0}.",
            "propertyNames": {
              "pattern": "^[A-Za-z][A-Za-z0-9_-]*$"
            },
            "additionalProperties": {
              "type": "integer",
              "description": "The variable's value."
            }
          },
          "status": {
            "oneOf": [
              {
                "const": "active",
                "description": "In play (the default)."
              },
              {
                "const": "eliminated",
                "description": "Eliminated before the start: off the table, out of play; its seat keeps it (a figure expectation sees it eliminated)."
              },
              {
                "const": "escaped",
                "description": "Escaped before the start: off the table, out of play."
              }
            ],
            "description": "The figure's status at the start; a figure that is not active stands nowhere (its cell or zone is ignored). Example: \"eliminated\"."
          },
          "plan": {
            "type": "array",
            "items": {
              "type": "string",
              "pattern": "^[A-Za-z][A-Za-z0-9_-]*(:[A-Za-z][A-Za-z0-9_-]*)?$",
              "description": "An action id."
            },
            "description": "This turn's programmed actions the figure has still to play, in order (a turn in progress: with the layout's \"turn\"). Example: [\"look\"]."
          }
        },
        "required": [
          "character"
        ],
        "additionalProperties": false,
        "description": "A figure placed at the start: on a cell, in a zone, or (with neither) off the table."
      },
      "layout": {
        "title": "Layout",
        "type": "object",
        "properties": {
          "afterSetup": {
            "type": "boolean",
            "description": "Run the mode's setup first (with the test's seed, answering its decisions from the script), then arrange what this layout names when the setup ends, before the first turn. Without it (the default) the setup steps are skipped and the layout is the whole table. After setup: a named zone or grid cell gets new components (ids numbered after the setup's; the setup's components there leave the game, and a figure standing on one moves onto its replacement); `figures`, when given, replace every figure the setup made; named counters and seat variables are set. Every zone, cell, counter and variable the layout does not name stays as the setup dealt it, including what the setup decided from its deal (e.g. which seat plays first, or a seat variable read from a figure: set it with `seatVars`). Applied once: a later `restart` runs the setup alone. Example: true.",
            "examples": [
              true
            ]
          },
          "grid": {
            "type": "array",
            "items": {
              "type": "array",
              "items": {
                "anyOf": [
                  {
                    "$ref": "common.schema.json#/$defs/ref",
                    "x-ref": "room",
                    "description": "The room on this cell."
                  },
                  {
                    "type": "null",
                    "description": "No room: the cell is empty (a gap in the grid)."
                  }
                ],
                "description": "The room on this cell, or null for an empty cell."
              },
              "description": "One row, left to right."
            },
            "description": "The rooms of the grid zone, row by row, top first; components are numbered in this order (c0, c1, … without \"afterSetup\"). After setup, only the cells given are replaced. null leaves a cell empty (no room; after setup, its room leaves the game and a figure on it stands nowhere). Example: [[\"empty\", \"acid-bath\"], [null, \"central\"], …]."
          },
          "revealed": {
            "type": "array",
            "items": {
              "$ref": "common.schema.json#/$defs/cell"
            },
            "description": "Cells whose rooms start face up (after setup: are turned face up; other cells keep their face). Example: [[2, 2]]."
          },
          "figures": {
            "type": "array",
            "items": {
              "$ref": "#/$defs/placement"
            },
            "description": "Where figures start, numbered p0, p1, … in this order (after setup: after the setup's ids). After setup, when given, these replace every figure the setup made."
          },
          "markers": {
            "type": "array",
            "description": "Markers lying on grid cells at the start (no owner), added to what the cell's room carries. Example: [{\"cell\": [1, 2], \"marker\": \"do-not-cross\"}].",
            "items": {
              "type": "object",
              "properties": {
                "cell": {
                  "$ref": "common.schema.json#/$defs/cell",
                  "description": "The cell whose room carries the marker. Example: [1, 2]."
                },
                "marker": {
                  "type": "string",
                  "pattern": "^[A-Za-z][A-Za-z0-9_-]*$",
                  "x-ref": "marker",
                  "description": "The marker's id. Example: \"lock\"."
                },
                "count": {
                  "type": "integer",
                  "minimum": 1,
                  "description": "How many copies (default 1)."
                }
              },
              "required": [
                "cell",
                "marker"
              ],
              "additionalProperties": false,
              "description": "One marker on one cell."
            }
          },
          "counters": {
            "type": "object",
            "description": "Counter values, by counter id; other counters keep their initial (or, after setup, dealt) values. Example: {\"countdown\": 3}.",
            "propertyNames": {
              "$ref": "common.schema.json#/$defs/id"
            },
            "additionalProperties": {
              "type": "integer",
              "description": "The counter's value."
            }
          },
          "zones": {
            "type": "object",
            "description": "Contents of stacks, sets and hands, by zone instance id (zone, or zone@seat for a per-seat zone): definition ids, top first, face down; components are numbered after the grid's. After setup, a named zone holds exactly these (an empty list empties it) and the components the setup put there leave the game; unnamed zones keep their deal. Example: {\"deck@s0\": [\"vortex\", \"key-room\"]}.",
            "propertyNames": {
              "type": "string",
              "pattern": "^[A-Za-z][A-Za-z0-9_-]*(@s[0-9]+)?$",
              "description": "A zone id, or zone@seat."
            },
            "additionalProperties": {
              "type": "array",
              "description": "The definitions in this zone, top first.",
              "items": {
                "$ref": "common.schema.json#/$defs/ref",
                "x-ref": [
                  "room",
                  "card",
                  "puzzle-card"
                ],
                "description": "A definition id (a room or card)."
              }
            }
          },
          "roles": {
            "type": "object",
            "description": "Seats' roles and teams to set, by seat (in place of what the mode's setup dealt), secret unless revealed is true. Example: {\"s0\": {\"role\": \"guard\", \"team\": \"guards\"}}.",
            "propertyNames": {
              "type": "string",
              "pattern": "^s[0-9]+$",
              "description": "A seat id. Example: \"s0\"."
            },
            "additionalProperties": {
              "type": "object",
              "description": "The seat's role, team and whether the role is already public.",
              "required": [
                "role"
              ],
              "additionalProperties": false,
              "properties": {
                "role": {
                  "type": "string",
                  "minLength": 1,
                  "description": "The role.",
                  "x-ref": "role"
                },
                "team": {
                  "type": "string",
                  "description": "The team (default: none)."
                },
                "revealed": {
                  "type": "boolean",
                  "description": "Whether the role is already public (default false)."
                }
              }
            }
          },
          "seatVars": {
            "type": "object",
            "description": "Seat variables to set, by seat then variable name (as set by `set-var` on a seat and read by `seat-var`); the seat's other variables keep their values. Example: {\"s1\": {\"pass\": 1}}.",
            "propertyNames": {
              "type": "string",
              "pattern": "^s[0-9]+$",
              "description": "A seat id. Example: \"s0\"."
            },
            "additionalProperties": {
              "type": "object",
              "description": "Variables of this seat, by name.",
              "propertyNames": {
                "$ref": "common.schema.json#/$defs/id"
              },
              "additionalProperties": {
                "type": "integer",
                "description": "The variable's value."
              }
            },
            "examples": [
              {
                "s1": {
                  "pass": 1
                }
              }
            ]
          },
          "turn": {
            "type": "object",
            "additionalProperties": false,
            "required": [
              "phase"
            ],
            "properties": {
              "number": {
                "type": "integer",
                "minimum": 1,
                "description": "Turns started so far, this one included (default 1). Example: 3."
              },
              "phase": {
                "type": "string",
                "pattern": "^[A-Za-z][A-Za-z0-9_-]*$",
                "description": "The id of the phase of the mode's turn to start in; the earlier phases of this turn are over (its start is not announced again). Example: \"act-2\"."
              },
              "actor": {
                "type": "integer",
                "minimum": 0,
                "description": "Whose turn it is in that phase: the figure's place in \"figures\", from 0; the figures before it in turn order have had theirs (default: the phase's first). Example: 1."
              },
              "answers": {
                "type": "array",
                "items": {
                  "$ref": "#/$defs/step"
                },
                "description": "Decisions already taken from that point on, replayed in order as the match starts, so it resumes inside the action they were in (a moment saved in the middle of an action). The test's own answers follow. Example: [{\"seat\": \"s0\", \"option\": \"move:c4\"}]."
              }
            },
            "description": "A turn in progress: the match starts inside this turn (no game start, no turn start), at a phase and a figure, instead of before the first turn. Not with \"afterSetup\". Give figures their remaining programme with \"plan\". Example: {\"number\": 2, \"phase\": \"act-2\", \"actor\": 1}.",
            "examples": [
              {
                "number": 2,
                "phase": "act-2",
                "actor": 1
              }
            ]
          }
        },
        "required": [],
        "additionalProperties": false,
        "description": "An explicit starting layout: instead of the mode's setup, or (\"afterSetup\") arranged over what the setup dealt.",
        "examples": [
          {
            "afterSetup": true,
            "zones": {
              "deck@s0": [
                "deadly",
                "corridor"
              ]
            },
            "seatVars": {
              "s0": {
                "pass": 1
              }
            }
          }
        ]
      },
      "expectation": {
        "title": "Expectation",
        "type": "object",
        "description": "One check over the state, events or a seat's view after the script ran.",
        "properties": {
          "expect": {
            "description": "What is checked.",
            "oneOf": [
              {
                "const": "event",
                "description": "An event of this type was (or, with \"count\": 0, was not) emitted."
              },
              {
                "const": "counter",
                "description": "A counter has this value."
              },
              {
                "const": "figure",
                "description": "Where a character is, whether it is eliminated, and its piece variables."
              },
              {
                "const": "marker",
                "description": "A marker is (or is not) on a cell: any copy, or one a given seat owns."
              },
              {
                "const": "room",
                "description": "Which room is on a cell, and whether it is revealed."
              },
              {
                "const": "outcome",
                "description": "The game ended with this outcome."
              },
              {
                "const": "pending",
                "description": "The pending decision is for this seat, offers (at least) these options and none of the absent ones."
              },
              {
                "const": "condition",
                "description": "A condition from the vocabulary holds."
              },
              {
                "const": "view",
                "description": "What one seat's view shows: components it can or cannot identify, a zone's items, its eyes."
              },
              {
                "const": "flag",
                "description": "A flag raised by `flag` modifiers is up (or, with \"up\": false, down)."
              }
            ]
          }
        },
        "required": [
          "expect"
        ],
        "discriminator": {
          "propertyName": "expect"
        },
        "oneOf": [
          {
            "$ref": "#/$defs/event"
          },
          {
            "$ref": "#/$defs/counter"
          },
          {
            "$ref": "#/$defs/figure"
          },
          {
            "$ref": "#/$defs/marker"
          },
          {
            "$ref": "#/$defs/room"
          },
          {
            "$ref": "#/$defs/outcome"
          },
          {
            "$ref": "#/$defs/pending"
          },
          {
            "$ref": "#/$defs/condition"
          },
          {
            "$ref": "#/$defs/view"
          },
          {
            "$ref": "#/$defs/flag"
          }
        ]
      },
      "event": {
        "title": "ExpectEvent",
        "type": "object",
        "properties": {
          "expect": {
            "const": "event",
            "description": "An event of this type (with this text, data or visibility) was (or, with \"count\": 0, was not) emitted."
          },
          "type": {
            "type": "string",
            "pattern": "^[a-z]+(-[a-z]+)*$",
            "description": "The event type. Example: \"eliminated\"."
          },
          "character": {
            "$ref": "common.schema.json#/$defs/ref",
            "x-ref": [
              "character",
              "piece"
            ],
            "description": "Only events about this character."
          },
          "seat": {
            "type": "string",
            "pattern": "^s[0-9]+$",
            "description": "A seat id: \"s0\" for the first seat, \"s1\" for the second… Example: \"s0\"."
          },
          "count": {
            "type": "integer",
            "minimum": 0,
            "description": "Exactly this many such events. Example: 1."
          },
          "text": {
            "type": "string",
            "description": "Only events whose text is this (in any of its languages). Example: \"Closed!\"."
          },
          "data": {
            "type": "object",
            "description": "Only events whose data has these values (each key compared as JSON). Example: {\"zone\": \"room-green\"}.",
            "additionalProperties": {
              "type": [
                "string",
                "number",
                "boolean",
                "array",
                "object",
                "null"
              ],
              "description": "The value expected under this key."
            }
          },
          "visibleTo": {
            "type": "array",
            "items": {
              "type": "string",
              "pattern": "^s[0-9]+$",
              "description": "A seat id: \"s0\" for the first seat, \"s1\" for the second… Example: \"s0\"."
            },
            "description": "Only events these seats may read (eyes open, or a public announcement). Example: [\"s1\"]."
          },
          "hiddenFrom": {
            "type": "array",
            "items": {
              "type": "string",
              "pattern": "^s[0-9]+$",
              "description": "A seat id: \"s0\" for the first seat, \"s1\" for the second… Example: \"s0\"."
            },
            "description": "Only events hidden from these seats (their eyes were closed, or it was private to others). Example: [\"s1\"]."
          },
          "after": {
            "type": "integer",
            "minimum": 0,
            "description": "Check after this many answered steps; defaults to the end of the script."
          }
        },
        "required": [
          "expect",
          "type"
        ],
        "additionalProperties": false,
        "description": "An event of this type was (or, with \"count\": 0, was not) emitted."
      },
      "counter": {
        "title": "ExpectCounter",
        "type": "object",
        "properties": {
          "expect": {
            "const": "counter",
            "description": "A counter has this value."
          },
          "counter": {
            "$ref": "common.schema.json#/$defs/ref",
            "x-ref": "counter",
            "description": "The counter. Example: \"countdown\"."
          },
          "seat": {
            "type": "string",
            "pattern": "^s[0-9]+$",
            "description": "A seat id: \"s0\" for the first seat, \"s1\" for the second… Example: \"s0\"."
          },
          "equals": {
            "type": "integer",
            "description": "The value expected. Example: 6."
          },
          "after": {
            "type": "integer",
            "minimum": 0,
            "description": "Check after this many answered steps; defaults to the end of the script."
          }
        },
        "required": [
          "expect",
          "counter",
          "equals"
        ],
        "additionalProperties": false,
        "description": "A counter has this value."
      },
      "figure": {
        "title": "ExpectFigure",
        "type": "object",
        "properties": {
          "expect": {
            "const": "figure",
            "description": "Where a character is, whether it is eliminated, and its piece variables."
          },
          "character": {
            "$ref": "common.schema.json#/$defs/ref",
            "x-ref": [
              "character",
              "piece"
            ],
            "description": "The character. Example: \"alice\"."
          },
          "cell": {
            "$ref": "common.schema.json#/$defs/cell",
            "description": "The cell it stands on."
          },
          "zone": {
            "$ref": "common.schema.json#/$defs/ref",
            "x-ref": "zone",
            "description": "The zone it is in."
          },
          "eliminated": {
            "type": "boolean",
            "description": "Whether it is eliminated."
          },
          "vars": {
            "type": "object",
            "description": "Piece variables the figure must have, by name, as `set-var` on a piece sets them and `piece-var` reads them; a variable never set reads 0. Other variables are not checked. Example: {\"reminder-placed\": 1}.",
            "propertyNames": {
              "$ref": "common.schema.json#/$defs/id"
            },
            "additionalProperties": {
              "type": "integer",
              "description": "The value expected."
            },
            "examples": [
              {
                "reminder-placed": 1
              }
            ]
          },
          "after": {
            "type": "integer",
            "minimum": 0,
            "description": "Check after this many answered steps; defaults to the end of the script."
          }
        },
        "required": [
          "expect",
          "character"
        ],
        "additionalProperties": false,
        "description": "Where a character is, whether it is eliminated, and its piece variables.",
        "examples": [
          {
            "expect": "figure",
            "character": "emmett",
            "cell": [
              1,
              2
            ],
            "vars": {
              "reminder-placed": 0
            }
          }
        ]
      },
      "marker": {
        "title": "ExpectMarker",
        "type": "object",
        "properties": {
          "expect": {
            "const": "marker",
            "description": "A marker is (or is not) on a cell: any copy, or one a given seat owns."
          },
          "marker": {
            "$ref": "common.schema.json#/$defs/ref",
            "x-ref": "marker",
            "description": "The marker. Example: \"do-not-cross\"."
          },
          "cell": {
            "$ref": "common.schema.json#/$defs/cell",
            "description": "The cell."
          },
          "owner": {
            "type": "string",
            "pattern": "^s[0-9]+$",
            "description": "Only copies this seat owns (placed by `add-marker` with an `owner`). Without it, every copy counts: unowned, or owned by any seat. Example: \"s0\".",
            "examples": [
              "s0"
            ]
          },
          "present": {
            "type": "boolean",
            "description": "Whether the marker (the owner's copy, when an owner is given) is there. Defaults to true."
          },
          "after": {
            "type": "integer",
            "minimum": 0,
            "description": "Check after this many answered steps; defaults to the end of the script."
          }
        },
        "required": [
          "expect",
          "marker",
          "cell"
        ],
        "additionalProperties": false,
        "description": "A marker is (or is not) on a cell: any copy, or one a given seat owns.",
        "examples": [
          {
            "expect": "marker",
            "marker": "reminder",
            "cell": [
              1,
              2
            ],
            "owner": "s0",
            "present": false
          }
        ]
      },
      "room": {
        "title": "ExpectRoom",
        "type": "object",
        "properties": {
          "expect": {
            "const": "room",
            "description": "Which room is on a cell, and whether it is revealed."
          },
          "cell": {
            "$ref": "common.schema.json#/$defs/cell",
            "description": "The cell."
          },
          "room": {
            "$ref": "common.schema.json#/$defs/ref",
            "x-ref": "room",
            "description": "The room expected there."
          },
          "revealed": {
            "type": "boolean",
            "description": "Whether it is face up."
          },
          "after": {
            "type": "integer",
            "minimum": 0,
            "description": "Check after this many answered steps; defaults to the end of the script."
          }
        },
        "required": [
          "expect",
          "cell"
        ],
        "additionalProperties": false,
        "description": "Which room is on a cell, and whether it is revealed."
      },
      "outcome": {
        "title": "ExpectOutcome",
        "type": "object",
        "properties": {
          "expect": {
            "const": "outcome",
            "description": "The game ended with this outcome."
          },
          "outcome": {
            "$ref": "common.schema.json#/$defs/id",
            "description": "The id of a victory or defeat of the mode. Example: \"total-victory\"."
          },
          "after": {
            "type": "integer",
            "minimum": 0,
            "description": "Check after this many answered steps; defaults to the end of the script."
          }
        },
        "required": [
          "expect",
          "outcome"
        ],
        "additionalProperties": false,
        "description": "The game ended with this outcome."
      },
      "pending": {
        "title": "ExpectPending",
        "type": "object",
        "properties": {
          "expect": {
            "const": "pending",
            "description": "The pending decision is for this seat, offers (at least) these options and none of the absent ones. For a typed answer (ask-text), options are answers it must accept and absent ones answers it must refuse as malformed."
          },
          "seat": {
            "type": "string",
            "pattern": "^s[0-9]+$",
            "description": "A seat id: \"s0\" for the first seat, \"s1\" for the second… Example: \"s0\"."
          },
          "options": {
            "type": "array",
            "items": {
              "type": "string",
              "description": "An option id."
            },
            "description": "Option ids that must be offered; for a typed answer, `text:<value>` answers that must be accepted as well-formed. Example: [\"text:1234\"]."
          },
          "absent": {
            "type": "array",
            "items": {
              "type": "string",
              "description": "An option id."
            },
            "description": "Option ids that must not be offered to the seat; for a typed answer, `text:<value>` answers that must be refused as malformed. The check fails naming each one that is offered (accepted). Example: [\"action:look\", \"text:12a4\"].",
            "examples": [
              [
                "action:look"
              ]
            ]
          },
          "input": {
            "type": "object",
            "description": "The decision asks this seat to type a text of this format (ask-text). Example: {\"alphabet\": \"digits\", \"length\": 4}.",
            "properties": {
              "alphabet": {
                "description": "The symbols asked for.",
                "oneOf": [
                  {
                    "const": "digits",
                    "description": "Digits 0–9."
                  },
                  {
                    "const": "letters",
                    "description": "Letters A–Z, upper case."
                  }
                ]
              },
              "length": {
                "type": "integer",
                "minimum": 1,
                "maximum": 12,
                "description": "How many symbols. Example: 4."
              }
            },
            "required": [
              "alphabet",
              "length"
            ],
            "additionalProperties": false
          },
          "after": {
            "type": "integer",
            "minimum": 0,
            "description": "Check after this many answered steps; defaults to the end of the script."
          }
        },
        "required": [
          "expect",
          "seat"
        ],
        "additionalProperties": false,
        "description": "The pending decision is for this seat, offers (at least) these options and none of the absent ones. For a typed answer (ask-text), options are answers it must accept and absent ones answers it must refuse as malformed."
      },
      "flag": {
        "title": "ExpectFlag",
        "type": "object",
        "properties": {
          "expect": {
            "const": "flag",
            "description": "A flag raised by `flag` modifiers is up (or, with \"up\": false, down)."
          },
          "flag": {
            "type": "string",
            "minLength": 1,
            "description": "The flag's name, as a `flag` modifier raises it. Example: \"no-communication\"."
          },
          "up": {
            "type": "boolean",
            "description": "Whether the flag must be in force (as every view shows it): true by default, false to check it is down. Example: false."
          },
          "after": {
            "type": "integer",
            "minimum": 0,
            "description": "Check after this many answered steps; defaults to the end of the script."
          }
        },
        "required": [
          "expect",
          "flag"
        ],
        "additionalProperties": false,
        "description": "A flag raised by `flag` modifiers is up (or, with \"up\": false, down).",
        "examples": [
          {
            "expect": "flag",
            "flag": "no-communication",
            "up": false,
            "after": 3
          }
        ]
      },
      "condition": {
        "title": "ExpectCondition",
        "type": "object",
        "properties": {
          "expect": {
            "const": "condition",
            "description": "A condition from the vocabulary holds."
          },
          "condition": {
            "$ref": "vocabulary/condition.schema.json",
            "description": "The condition."
          },
          "after": {
            "type": "integer",
            "minimum": 0,
            "description": "Check after this many answered steps; defaults to the end of the script."
          }
        },
        "required": [
          "expect",
          "condition"
        ],
        "additionalProperties": false,
        "description": "A condition from the vocabulary holds."
      },
      "view": {
        "title": "ExpectView",
        "type": "object",
        "properties": {
          "expect": {
            "const": "view",
            "description": "What one seat's view shows: components it can or cannot identify, a zone's items, its eyes."
          },
          "seat": {
            "type": "string",
            "pattern": "^s[0-9]+$",
            "description": "The seat whose view is checked. Example: \"s1\"."
          },
          "sees": {
            "$ref": "vocabulary/selector.schema.json",
            "description": "Components (selected on the true state) the seat's view shows by their own id and face. Example: {\"select\": \"components\", \"zone\": \"room-green\"}."
          },
          "hidden": {
            "$ref": "vocabulary/selector.schema.json",
            "description": "Components (selected on the true state) the seat's view shows neither by id nor face up: it cannot tell what or where they are. Example: {\"select\": \"components\", \"def\": \"nina\"}."
          },
          "zone": {
            "type": "string",
            "description": "A zone instance whose view is checked with shows (a zone id, or zone@seat). Example: \"room-green\"."
          },
          "shows": {
            "description": "What the seat's view shows of the zone's items.",
            "oneOf": [
              {
                "const": "items",
                "description": "Every item by id."
              },
              {
                "const": "count",
                "description": "How many, as opaque handles."
              },
              {
                "const": "nothing",
                "description": "Nothing, not even how many."
              }
            ]
          },
          "eyesOpen": {
            "type": "boolean",
            "description": "Whether the seat's eyes are open."
          },
          "roles": {
            "type": "object",
            "description": "The role the seat's view shows for each listed seat: a role, or null when the view hides it (a secret role not yet revealed). Example: {\"s1\": null, \"s0\": \"guard\"}.",
            "propertyNames": {
              "type": "string",
              "pattern": "^s[0-9]+$",
              "description": "A seat id. Example: \"s1\"."
            },
            "additionalProperties": {
              "type": [
                "string",
                "null"
              ],
              "description": "The role shown, or null for hidden."
            }
          },
          "count": {
            "type": "integer",
            "minimum": 0,
            "description": "With zone: how many items the seat's view lists in that zone (ids or opaque handles), i.e. what the seat can count there. Example: 3 for a deck of three face-down cards."
          },
          "after": {
            "type": "integer",
            "minimum": 0,
            "description": "Check after this many answered steps; defaults to the end of the script."
          }
        },
        "required": [
          "expect",
          "seat"
        ],
        "additionalProperties": false,
        "description": "What one seat's view shows: components it can or cannot identify, a zone's items, its eyes."
      }
    }
  },
  "https://roomsmith.dev/schemas/pack.schema.json": {
    "$schema": "https://json-schema.org/draft/2020-12/schema",
    "$id": "https://roomsmith.dev/schemas/pack.schema.json",
    "title": "PackManifest",
    "description": "pack.json: what a pack is, who made it, which format it is written in and which packs it builds on.",
    "type": "object",
    "properties": {
      "$schema": {
        "$ref": "common.schema.json#/$defs/schemaRef"
      },
      "id": {
        "$ref": "common.schema.json#/$defs/id",
        "description": "The pack's id; other packs refer to its content as \"<id>:<entity>\". Example: \"room25\"."
      },
      "name": {
        "$ref": "common.schema.json#/$defs/text",
        "description": "The pack's display name. Example: \"Room 25\"."
      },
      "registryName": {
        "description": "The scoped name the pack is published and installed under in a registry, \"@scope/name\"; the scope belongs to one publisher. References still use \"id\". Without it the pack is published under its id. Example: \"@ada/hazards\".",
        "type": "string",
        "maxLength": 214,
        "pattern": "^@[a-z0-9]+(-[a-z0-9]+)*/[a-z0-9]+(-[a-z0-9]+)*$",
        "examples": [
          "@ada/hazards"
        ]
      },
      "version": {
        "description": "The pack's own version, semver. Example: \"1.2.0\".",
        "type": "string",
        "pattern": "^(0|[1-9]\\d*)\\.(0|[1-9]\\d*)\\.(0|[1-9]\\d*)(-[0-9A-Za-z.-]+)?(\\+[0-9A-Za-z.-]+)?$",
        "examples": [
          "0.1.0",
          "1.2.0-beta.1"
        ]
      },
      "formatVersion": {
        "description": "The version of the Roomsmith content format the pack is written in. Only 1 exists today.",
        "type": "integer",
        "minimum": 1,
        "examples": [
          1
        ]
      },
      "description": {
        "$ref": "common.schema.json#/$defs/text",
        "description": "What the pack contains, in a sentence or two."
      },
      "authors": {
        "description": "Who made the pack. Example: [\"Ada\", {\"name\": \"Bob\", \"url\": \"https://bob.example\"}].",
        "type": "array",
        "items": {
          "oneOf": [
            {
              "type": "string",
              "description": "An author's name."
            },
            {
              "type": "object",
              "description": "An author with contact details.",
              "properties": {
                "name": {
                  "type": "string",
                  "description": "The author's name."
                },
                "email": {
                  "type": "string",
                  "description": "An address to reach the author.",
                  "format": "email"
                },
                "url": {
                  "type": "string",
                  "description": "The author's web page.",
                  "format": "uri"
                }
              },
              "required": [
                "name"
              ],
              "additionalProperties": false
            }
          ]
        }
      },
      "license": {
        "description": "The licence of the pack's content, as an SPDX identifier. Example: \"CC-BY-4.0\".",
        "type": "string",
        "examples": [
          "CC-BY-4.0",
          "MIT"
        ]
      },
      "languages": {
        "description": "Languages the pack's text is written in (BCP-47). Example: [\"en\", \"fr\"].",
        "type": "array",
        "items": {
          "type": "string",
          "pattern": "^[a-z]{2,3}(-[A-Za-z0-9]{2,8})*$",
          "description": "A BCP-47 language code."
        },
        "uniqueItems": true
      },
      "dependencies": {
        "description": "Packs this pack builds on, each with a semver range, named by pack id or by the scoped name it is published under (\"@scope/name\"; its content is still referred to by its id). Example: {\"room25\": \"^0.1.0\", \"@ada/hazards\": \"^1.0.0\"}.",
        "type": "object",
        "propertyNames": {
          "title": "Id",
          "description": "A pack id, or a scoped name \"@scope/name\".",
          "type": "string",
          "pattern": "^(@[a-z0-9]+(-[a-z0-9]+)*/)?[a-z0-9]+(-[a-z0-9]+)*$"
        },
        "additionalProperties": {
          "type": "string",
          "description": "A semver range the dependency's version must satisfy. Example: \"^1.0.0\"."
        },
        "examples": [
          {
            "room25": "^0.1.0"
          }
        ]
      },
      "engine": {
        "description": "The engine versions this pack works with, as a semver range. Example: \">=0.1.0 <1.0.0\".",
        "type": "string",
        "examples": [
          "^0.1.0"
        ]
      },
      "homepage": {
        "type": "string",
        "description": "Where to learn more about the pack. Example: \"https://example.org/my-pack\".",
        "format": "uri"
      },
      "markers": {
        "description": "Markers this pack declares for every mode (placed on rooms or cards). Example: [{\"id\": \"locked\", \"name\": \"Locked\"}].",
        "type": "array",
        "items": {
          "$ref": "mode.schema.json#/$defs/markerDecl"
        }
      },
      "tokens": {
        "description": "Tokens this pack declares for every mode (held by seats or placed). Example: [{\"id\": \"adrenaline\", \"name\": \"Adrenaline\"}].",
        "type": "array",
        "items": {
          "$ref": "mode.schema.json#/$defs/tokenDecl"
        }
      }
    },
    "required": [
      "id",
      "name",
      "version",
      "formatVersion"
    ],
    "additionalProperties": false,
    "examples": [
      {
        "id": "room25",
        "name": {
          "en": "Room 25",
          "ja": "ルーム25"
        },
        "version": "0.1.0",
        "formatVersion": 1,
        "license": "CC-BY-4.0",
        "languages": [
          "en",
          "ja"
        ],
        "dependencies": {},
        "engine": "^0.1.0"
      }
    ]
  },
  "https://roomsmith.dev/schemas/piece.schema.json": {
    "$schema": "https://json-schema.org/draft/2020-12/schema",
    "$id": "https://roomsmith.dev/schemas/piece.schema.json",
    "title": "Piece",
    "description": "A piece that is not a character: a figure of its own kind (a robot, a neutral pawn) that belongs to no seat and acts only on orders given by effects. Selectors tell it from characters with `pieces` `kind`.",
    "type": "object",
    "properties": {
      "$schema": {
        "$ref": "common.schema.json#/$defs/schemaRef"
      },
      "kind": {
        "const": "piece",
        "description": "Marks this entity as a piece definition that is not a character. Always \"piece\"."
      },
      "id": {
        "$ref": "common.schema.json#/$defs/id",
        "description": "The piece's id, unique among the definitions of the pack (rooms, cards, characters, pieces). Referred to as \"<packId>:<id>\" from other packs."
      },
      "name": {
        "$ref": "common.schema.json#/$defs/text",
        "description": "The piece's display name."
      },
      "aliases": {
        "$ref": "common.schema.json#/$defs/aliases",
        "description": "Other names it goes by, across editions and languages."
      },
      "origin": {
        "$ref": "common.schema.json#/$defs/origin",
        "description": "Which rulebook this follows, or \"house\" for content designed here."
      },
      "description": {
        "$ref": "common.schema.json#/$defs/text",
        "description": "Notes for authors and players, in our own words."
      },
      "tags": {
        "$ref": "common.schema.json#/$defs/tags",
        "description": "Labels selectors and compositions can match on."
      },
      "text": {
        "$ref": "common.schema.json#/$defs/text",
        "description": "What the piece is and does, shown on its sheet."
      },
      "props": {
        "type": "object",
        "description": "Extra facts about it that expressions read with the `prop` operator, as text, numbers or booleans. Example: {\"ring\": 2, \"robot\": true}.",
        "propertyNames": {
          "pattern": "^[A-Za-z][A-Za-z0-9_-]*$"
        },
        "additionalProperties": {
          "type": [
            "string",
            "number",
            "boolean"
          ],
          "description": "One property's value."
        },
        "examples": [
          {
            "ring": 2,
            "robot": true
          }
        ]
      },
      "actions": {
        "type": "array",
        "description": "The piece's orders: actions it carries out only when an effect makes it (`perform`, whose `seat` says who makes the order's choices). A piece of this kind belongs to no seat and never acts in the turn order on its own.",
        "items": {
          "$ref": "vocabulary/action.schema.json",
          "x-declares": "action"
        }
      },
      "triggers": {
        "type": "array",
        "description": "Effects on events concerning this piece.",
        "items": {
          "$ref": "vocabulary/trigger.schema.json"
        }
      },
      "modifiers": {
        "type": "array",
        "description": "Standing rules this piece imposes or enjoys.",
        "items": {
          "$ref": "vocabulary/modifier.schema.json"
        }
      }
    },
    "required": [
      "kind",
      "id",
      "name"
    ],
    "additionalProperties": false,
    "examples": [
      {
        "kind": "piece",
        "id": "robot",
        "name": "Robot",
        "origin": {
          "source": "season2"
        },
        "actions": [
          {
            "id": "robot-move",
            "name": "Move",
            "target": {
              "from": {
                "select": "adjacent",
                "of": "actor"
              }
            },
            "do": [
              {
                "do": "move-piece",
                "piece": "actor",
                "to": "target"
              }
            ]
          }
        ]
      }
    ]
  },
  "https://roomsmith.dev/schemas/puzzle-card.schema.json": {
    "$schema": "https://json-schema.org/draft/2020-12/schema",
    "$id": "https://roomsmith.dev/schemas/puzzle-card.schema.json",
    "title": "PuzzleCard",
    "description": "A puzzle card (Escape Room, Puzzle mode): a board condition about one room of the complex, checked when a room is activated with this card and again at the final exit. A puzzle card is a component definition (rooms, cards, characters, pieces and puzzle cards share one id space per pack): a mode deals it with create-components, and the condition-of expression evaluates its condition with `room` bound to the room tested.",
    "type": "object",
    "properties": {
      "$schema": {
        "$ref": "common.schema.json#/$defs/schemaRef"
      },
      "kind": {
        "const": "puzzle-card",
        "description": "Marks this entity as a puzzle card. Always \"puzzle-card\"."
      },
      "id": {
        "$ref": "common.schema.json#/$defs/id",
        "description": "The puzzle card's id, unique among the pack's definitions. Referred to as \"<packId>:<id>\" from other packs."
      },
      "name": {
        "$ref": "common.schema.json#/$defs/text",
        "description": "The puzzle card's display name."
      },
      "aliases": {
        "$ref": "common.schema.json#/$defs/aliases",
        "description": "Other names it goes by, across editions and languages."
      },
      "origin": {
        "$ref": "common.schema.json#/$defs/origin",
        "description": "Which rulebook this follows, or \"house\" for a card designed here (the source does not print it)."
      },
      "description": {
        "$ref": "common.schema.json#/$defs/text",
        "description": "Notes for authors: what the printed card shows, what was designed here."
      },
      "tags": {
        "$ref": "common.schema.json#/$defs/tags",
        "description": "Labels selectors and compositions can match on."
      },
      "number": {
        "type": "integer",
        "minimum": 1,
        "maximum": 99,
        "description": "The number on the card, by which players nominate it. Example: 4."
      },
      "family": {
        "description": "What kind of condition the card shows; the studio's builder picks its editor by it.",
        "oneOf": [
          {
            "const": "condition",
            "description": "A rule about the tested room's surroundings (adjacent rooms, its row or column, characters), relative to the room."
          },
          {
            "const": "crossed-out",
            "description": "A plan of the complex with crossed-out positions, read in the fixed orientation of the board: the tested room must not stand on one of them."
          }
        ]
      },
      "crossed": {
        "type": "array",
        "minItems": 1,
        "maxItems": 25,
        "description": "For a crossed-out card: the crossed-out positions as [row, column] of the complex (row 0 at the top, as the Board Orientation indicator fixes it). Its condition must test the same positions (the builder writes both; the loader does not compare them).",
        "items": {
          "type": "array",
          "description": "[row, column], from 0.",
          "prefixItems": [
            {
              "type": "integer",
              "minimum": 0,
              "maximum": 63,
              "description": "Row."
            },
            {
              "type": "integer",
              "minimum": 0,
              "maximum": 63,
              "description": "Column."
            }
          ],
          "items": false,
          "minItems": 2
        }
      },
      "condition": {
        "$ref": "vocabulary/condition.schema.json",
        "description": "What must hold for this card. Read with `room` bound to the room tested (the Secret Code room being activated, or Room 25 at the final exit) and `actor` to the character acting; a test on a face-down room should ask `face-up` first, since nobody may know its face. Usually a grid-pattern, distinct or count expression."
      },
      "text": {
        "$ref": "common.schema.json#/$defs/text",
        "description": "The card's sentence as printed (or, for a house card, as designed). Shown beside the text generated from the condition."
      }
    },
    "required": [
      "kind",
      "id",
      "name",
      "number",
      "family",
      "condition"
    ],
    "additionalProperties": false,
    "if": {
      "properties": {
        "family": {
          "const": "crossed-out",
          "description": "A crossed-out card."
        }
      },
      "required": [
        "family"
      ]
    },
    "then": {
      "required": [
        "crossed"
      ]
    },
    "examples": [
      {
        "kind": "puzzle-card",
        "id": "next-to-red",
        "name": "Next to a red room",
        "number": 1,
        "family": "condition",
        "origin": {
          "source": "escape-room"
        },
        "text": {
          "en": "The room must be adjacent to a red room."
        },
        "condition": {
          "op": "grid-pattern",
          "anchor": "room",
          "orient": "rotate",
          "cells": [
            {
              "at": [
                -1,
                0
              ],
              "where": {
                "op": "and",
                "args": [
                  {
                    "op": "face-up",
                    "of": "it"
                  },
                  {
                    "op": "eq",
                    "a": {
                      "op": "prop",
                      "of": "it",
                      "name": "colour"
                    },
                    "b": "red"
                  }
                ]
              }
            }
          ]
        }
      },
      {
        "kind": "puzzle-card",
        "id": "crossed-corners",
        "name": "Crossed-out corners",
        "number": 14,
        "family": "crossed-out",
        "origin": {
          "source": "house"
        },
        "crossed": [
          [
            0,
            0
          ],
          [
            0,
            4
          ],
          [
            4,
            0
          ],
          [
            4,
            4
          ]
        ],
        "condition": {
          "op": "not",
          "arg": {
            "op": "grid-pattern",
            "zone": "complex",
            "match": "any",
            "cells": [
              {
                "at": [
                  0,
                  0
                ],
                "where": {
                  "op": "same",
                  "a": "it",
                  "b": "room"
                }
              },
              {
                "at": [
                  0,
                  4
                ],
                "where": {
                  "op": "same",
                  "a": "it",
                  "b": "room"
                }
              },
              {
                "at": [
                  4,
                  0
                ],
                "where": {
                  "op": "same",
                  "a": "it",
                  "b": "room"
                }
              },
              {
                "at": [
                  4,
                  4
                ],
                "where": {
                  "op": "same",
                  "a": "it",
                  "b": "room"
                }
              }
            ]
          }
        }
      }
    ]
  },
  "https://roomsmith.dev/schemas/room.schema.json": {
    "$schema": "https://json-schema.org/draft/2020-12/schema",
    "$id": "https://roomsmith.dev/schemas/room.schema.json",
    "title": "Room",
    "description": "A room: a tile of the complex in Room 25, or a room card in Double Rush. Its behaviour is triggers and modifiers from the vocabulary.",
    "type": "object",
    "properties": {
      "$schema": {
        "$ref": "common.schema.json#/$defs/schemaRef"
      },
      "kind": {
        "const": "room",
        "description": "Marks this entity as a room. Always \"room\"."
      },
      "id": {
        "$ref": "common.schema.json#/$defs/id",
        "description": "The room's id, unique among rooms of the pack. Referred to as \"<packId>:<id>\" from other packs."
      },
      "name": {
        "$ref": "common.schema.json#/$defs/text",
        "description": "The room's display name."
      },
      "aliases": {
        "$ref": "common.schema.json#/$defs/aliases",
        "description": "Other names it goes by, across editions and languages."
      },
      "origin": {
        "$ref": "common.schema.json#/$defs/origin",
        "description": "Which rulebook this follows, or \"house\" for content designed here."
      },
      "description": {
        "$ref": "common.schema.json#/$defs/text",
        "description": "Notes for authors and players, in our own words."
      },
      "tags": {
        "$ref": "common.schema.json#/$defs/tags",
        "description": "Labels selectors and compositions can match on."
      },
      "colour": {
        "$ref": "common.schema.json#/$defs/colour",
        "description": "The room's colour: blue special, green safe, yellow obstacle, red deadly. Example: \"red\"."
      },
      "copies": {
        "type": "integer",
        "minimum": 1,
        "description": "How many tiles or cards of this room the box holds (compositions say how many a mode uses). Example: 2."
      },
      "text": {
        "$ref": "common.schema.json#/$defs/text",
        "description": "The room's rule as shown on the tile, in our own words. Example: \"When a second figure arrives, the one already here is eliminated.\""
      },
      "props": {
        "type": "object",
        "description": "Extra facts about it that expressions read with the `prop` operator, as text, numbers or booleans. Example: {\"ring\": 2, \"robot\": true}.",
        "propertyNames": {
          "pattern": "^[A-Za-z][A-Za-z0-9_-]*$"
        },
        "additionalProperties": {
          "type": [
            "string",
            "number",
            "boolean"
          ],
          "description": "One property's value."
        },
        "examples": [
          {
            "ring": 2,
            "robot": true
          }
        ]
      },
      "code": {
        "type": "object",
        "description": "For Secret Code rooms: the shape of the code that activates it. Example: {\"alphabet\": \"digits\", \"length\": 4}.",
        "properties": {
          "alphabet": {
            "description": "Which symbols the code uses.",
            "oneOf": [
              {
                "const": "letters",
                "description": "Letters A–Z."
              },
              {
                "const": "digits",
                "description": "Digits 0–9."
              }
            ]
          },
          "length": {
            "type": "integer",
            "minimum": 1,
            "maximum": 12,
            "description": "How many symbols the code has. Example: 3."
          }
        },
        "required": [
          "alphabet",
          "length"
        ],
        "additionalProperties": false
      },
      "triggers": {
        "type": "array",
        "description": "What happens and when: each trigger runs its effects on an event (entering, revealing, leaving, end of round…).",
        "items": {
          "$ref": "vocabulary/trigger.schema.json"
        }
      },
      "modifiers": {
        "type": "array",
        "description": "Standing rules while a figure is here or while a condition holds (no Look here, one action only…).",
        "items": {
          "$ref": "vocabulary/modifier.schema.json"
        }
      },
      "actions": {
        "type": "array",
        "description": "Extra actions this room offers to figures standing in it.",
        "items": {
          "$ref": "vocabulary/action.schema.json",
          "x-declares": "action"
        }
      }
    },
    "required": [
      "kind",
      "id",
      "name",
      "colour"
    ],
    "additionalProperties": false,
    "examples": [
      {
        "kind": "room",
        "id": "acid-bath",
        "name": {
          "en": "Acid Bath",
          "fr": "Bain d'acide"
        },
        "colour": "red",
        "copies": 2,
        "origin": {
          "source": "season1"
        },
        "text": "When a second figure arrives, the one already here is eliminated.",
        "triggers": []
      }
    ]
  },
  "https://roomsmith.dev/schemas/vocabulary/action.schema.json": {
    "$schema": "https://json-schema.org/draft/2020-12/schema",
    "$id": "https://roomsmith.dev/schemas/vocabulary/action.schema.json",
    "title": "Action",
    "description": "A player action as data (LOOK, MOVE, PUSH, CONTROL, special abilities): when it is legal, what it targets, what it does. Bindings: actor (the piece), seat, target (the chosen target).",
    "type": "object",
    "additionalProperties": false,
    "required": [
      "id",
      "do"
    ],
    "properties": {
      "id": {
        "$ref": "common.schema.json#/$defs/name",
        "description": "The action id (programming options name it)."
      },
      "name": {
        "$ref": "common.schema.json#/$defs/text",
        "description": "Shown name."
      },
      "description": {
        "$ref": "common.schema.json#/$defs/text",
        "description": "Rules text."
      },
      "when": {
        "$ref": "condition.schema.json",
        "description": "Legal only when this holds; otherwise a programmed action is lost."
      },
      "free": {
        "type": "boolean",
        "description": "A free action (a reminder token): offered by act phases that list it, before the piece acts; it is not one of the piece's actions (no action-done, not counted this turn, never programmed)."
      },
      "target": {
        "type": "object",
        "description": "The target the seat chooses before the effects; with no legal target the action is lost.",
        "additionalProperties": false,
        "required": [
          "from"
        ],
        "properties": {
          "from": {
            "$ref": "selector.schema.json",
            "description": "The candidates (filtered by restrict-targets and block-entry modifiers)."
          },
          "prompt": {
            "$ref": "common.schema.json#/$defs/text",
            "description": "What the seat is asked."
          }
        }
      },
      "do": {
        "$ref": "effect.schema.json#/$defs/effects",
        "description": "The effects, with target bound."
      }
    },
    "examples": [
      {
        "id": "move",
        "name": "Move",
        "target": {
          "from": {
            "select": "adjacent",
            "of": "actor"
          },
          "prompt": "Move where?"
        },
        "do": [
          {
            "do": "move-piece",
            "piece": "actor",
            "to": "target"
          }
        ]
      }
    ]
  },
  "https://roomsmith.dev/schemas/vocabulary/common.schema.json": {
    "$schema": "https://json-schema.org/draft/2020-12/schema",
    "$id": "https://roomsmith.dev/schemas/vocabulary/common.schema.json",
    "title": "Vocabulary building blocks",
    "description": "Small shapes shared by the behaviour vocabulary: text, names, zone references.",
    "$defs": {
      "text": {
        "description": "Text shown to players: a plain string or a map of BCP-47 language tags to strings.",
        "anyOf": [
          {
            "type": "string",
            "description": "Text in the pack's default language."
          },
          {
            "type": "object",
            "description": "Text per language.",
            "propertyNames": {
              "pattern": "^[a-z]{2,3}(-[A-Za-z0-9]+)*$"
            },
            "additionalProperties": {
              "type": "string",
              "description": "The text in that language."
            },
            "minProperties": 1
          }
        ],
        "examples": [
          "Secretly look at a room.",
          {
            "en": "Look",
            "fr": "Regarder",
            "ja": "見る"
          }
        ]
      },
      "name": {
        "type": "string",
        "description": "A local name: a binding, a variable, a signal, an outcome, an option id (kebab or camel case).",
        "pattern": "^[A-Za-z][A-Za-z0-9_-]*$",
        "examples": [
          "target",
          "turns-left"
        ]
      },
      "zone-ref": {
        "description": "A zone: the id of a zone the mode declares, {zone, seat} for a zone declared per seat, or {of} for the zone a selector names.",
        "anyOf": [
          {
            "type": "string",
            "minLength": 1,
            "x-ref": "zone",
            "description": "A zone declared once for the table."
          },
          {
            "type": "object",
            "description": "A per-seat zone (declared with perSeat: true) of the seat the selector gives.",
            "properties": {
              "zone": {
                "type": "string",
                "minLength": 1,
                "description": "The per-seat zone declaration.",
                "x-ref": "zone"
              },
              "seat": {
                "$ref": "selector.schema.json",
                "description": "The seat whose zone it is (its first result)."
              }
            },
            "required": [
              "zone",
              "seat"
            ],
            "additionalProperties": false
          },
          {
            "type": "object",
            "description": "The zone a selector names: a zone itself (from the zone selector or a bound zone), or the zone the first component (or the component a piece stands on) lies in.",
            "properties": {
              "of": {
                "$ref": "selector.schema.json",
                "description": "The zone, component or piece."
              }
            },
            "required": [
              "of"
            ],
            "additionalProperties": false
          }
        ],
        "examples": [
          "complex",
          {
            "zone": "deck",
            "seat": "seat"
          },
          {
            "of": "self"
          }
        ]
      }
    }
  },
  "https://roomsmith.dev/schemas/vocabulary/condition.schema.json": {
    "$schema": "https://json-schema.org/draft/2020-12/schema",
    "$id": "https://roomsmith.dev/schemas/vocabulary/condition.schema.json",
    "title": "Condition",
    "description": "An expression read as true or false: false, 0, null and \"\" are false, anything else true.",
    "$ref": "expression.schema.json",
    "examples": [
      true,
      {
        "op": "and",
        "args": [
          {
            "op": "in-region",
            "of": "self",
            "region": "exit"
          },
          {
            "op": "eq",
            "a": {
              "op": "counter",
              "name": "key"
            },
            "b": 1
          }
        ]
      }
    ]
  },
  "https://roomsmith.dev/schemas/vocabulary/counter.schema.json": {
    "$schema": "https://json-schema.org/draft/2020-12/schema",
    "$id": "https://roomsmith.dev/schemas/vocabulary/counter.schema.json",
    "title": "Counter declaration",
    "description": "A global number the mode keeps (turns left, a key flag, a score).",
    "type": "object",
    "additionalProperties": false,
    "required": [
      "id"
    ],
    "properties": {
      "id": {
        "$ref": "common.schema.json#/$defs/name",
        "description": "The counter id."
      },
      "initial": {
        "type": "integer",
        "description": "Starting value (default 0)."
      },
      "name": {
        "$ref": "common.schema.json#/$defs/text",
        "description": "Shown name."
      },
      "visible": {
        "type": "boolean",
        "description": "Shown to players (default true)."
      }
    },
    "examples": [
      {
        "id": "turns-left",
        "initial": 8
      }
    ]
  },
  "https://roomsmith.dev/schemas/vocabulary/effect.schema.json": {
    "$schema": "https://json-schema.org/draft/2020-12/schema",
    "$id": "https://roomsmith.dev/schemas/vocabulary/effect.schema.json",
    "title": "Effect",
    "description": "One step of behaviour. Content lists effects in order; each names its primitive with `do`.",
    "type": "object",
    "discriminator": {
      "propertyName": "do"
    },
    "properties": {
      "do": {
        "type": "string",
        "description": "Which effect this is."
      }
    },
    "required": [
      "do"
    ],
    "oneOf": [
      {
        "$ref": "#/$defs/if"
      },
      {
        "$ref": "#/$defs/for-each"
      },
      {
        "$ref": "#/$defs/let"
      },
      {
        "$ref": "#/$defs/repeat"
      },
      {
        "$ref": "#/$defs/choose"
      },
      {
        "$ref": "#/$defs/choose-option"
      },
      {
        "$ref": "#/$defs/take-action"
      },
      {
        "$ref": "#/$defs/perform"
      },
      {
        "$ref": "#/$defs/cancel-actions"
      },
      {
        "$ref": "#/$defs/nothing"
      },
      {
        "$ref": "#/$defs/move-piece"
      },
      {
        "$ref": "#/$defs/eliminate"
      },
      {
        "$ref": "#/$defs/escape"
      },
      {
        "$ref": "#/$defs/revive"
      },
      {
        "$ref": "#/$defs/create-pieces"
      },
      {
        "$ref": "#/$defs/create-components"
      },
      {
        "$ref": "#/$defs/deal-composition"
      },
      {
        "$ref": "#/$defs/deal-to-cells"
      },
      {
        "$ref": "#/$defs/move-component"
      },
      {
        "$ref": "#/$defs/swap-components"
      },
      {
        "$ref": "#/$defs/replace-component"
      },
      {
        "$ref": "#/$defs/shift-line"
      },
      {
        "$ref": "#/$defs/clear-line-locks"
      },
      {
        "$ref": "#/$defs/shuffle"
      },
      {
        "$ref": "#/$defs/reveal"
      },
      {
        "$ref": "#/$defs/conceal"
      },
      {
        "$ref": "#/$defs/peek"
      },
      {
        "$ref": "#/$defs/add-marker"
      },
      {
        "$ref": "#/$defs/remove-marker"
      },
      {
        "$ref": "#/$defs/set-counter"
      },
      {
        "$ref": "#/$defs/adjust-counter"
      },
      {
        "$ref": "#/$defs/set-var"
      },
      {
        "$ref": "#/$defs/adjust-var"
      },
      {
        "$ref": "#/$defs/deal-roles"
      },
      {
        "$ref": "#/$defs/reveal-role"
      },
      {
        "$ref": "#/$defs/set-eyes"
      },
      {
        "$ref": "#/$defs/open-zone"
      },
      {
        "$ref": "#/$defs/rotate-order"
      },
      {
        "$ref": "#/$defs/schedule"
      },
      {
        "$ref": "#/$defs/fire"
      },
      {
        "$ref": "#/$defs/signal"
      },
      {
        "$ref": "#/$defs/resolve-each"
      },
      {
        "$ref": "#/$defs/announce"
      },
      {
        "$ref": "#/$defs/restart"
      },
      {
        "$ref": "#/$defs/end-game"
      },
      {
        "$ref": "#/$defs/deal-decks"
      },
      {
        "$ref": "#/$defs/swap-pieces"
      },
      {
        "$ref": "#/$defs/ask-text"
      },
      {
        "$ref": "#/$defs/deal-scenario"
      }
    ],
    "$defs": {
      "if": {
        "type": "object",
        "description": "Runs `then` when the condition holds, otherwise `else`.",
        "x-group": "flow",
        "properties": {
          "do": {
            "const": "if",
            "description": "Discriminator: if."
          },
          "if": {
            "$ref": "condition.schema.json",
            "description": "The test."
          },
          "then": {
            "$ref": "effect.schema.json#/$defs/effects",
            "description": "Effects when it holds."
          },
          "else": {
            "$ref": "effect.schema.json#/$defs/effects",
            "description": "Effects otherwise."
          }
        },
        "required": [
          "do",
          "if",
          "then"
        ],
        "additionalProperties": false,
        "examples": [
          {
            "do": "if",
            "if": {
              "op": "ge",
              "a": {
                "op": "count",
                "of": {
                  "select": "pieces",
                  "on": "self"
                }
              },
              "b": 2
            },
            "then": [
              {
                "do": "eliminate",
                "piece": {
                  "select": "except",
                  "from": {
                    "select": "pieces",
                    "on": "self"
                  },
                  "remove": "piece"
                }
              }
            ]
          }
        ]
      },
      "for-each": {
        "type": "object",
        "description": "Runs the effects in `run` once per item, in order, with the item bound to `as` (default `it`). The items are taken when the loop starts.",
        "x-group": "flow",
        "properties": {
          "do": {
            "const": "for-each",
            "description": "Discriminator: for-each."
          },
          "in": {
            "$ref": "selector.schema.json",
            "description": "The items."
          },
          "as": {
            "$ref": "common.schema.json#/$defs/name",
            "description": "Binding name (default it)."
          },
          "run": {
            "$ref": "effect.schema.json#/$defs/effects",
            "description": "Effects per item."
          }
        },
        "required": [
          "do",
          "in",
          "run"
        ],
        "additionalProperties": false,
        "examples": [
          {
            "do": "for-each",
            "in": {
              "select": "pieces",
              "on": "self"
            },
            "as": "it",
            "run": [
              {
                "do": "eliminate",
                "piece": "it"
              }
            ]
          }
        ]
      },
      "let": {
        "type": "object",
        "description": "Binds a name for the effects in `do`: to a selector's items (`items`) or to a value (`value`).",
        "x-group": "flow",
        "properties": {
          "do": {
            "const": "let",
            "description": "Discriminator: let."
          },
          "name": {
            "$ref": "common.schema.json#/$defs/name",
            "description": "The name."
          },
          "items": {
            "$ref": "selector.schema.json",
            "description": "Items to bind."
          },
          "value": {
            "$ref": "expression.schema.json",
            "description": "Value to bind."
          },
          "run": {
            "$ref": "effect.schema.json#/$defs/effects",
            "description": "Effects that see the binding."
          }
        },
        "required": [
          "do",
          "name",
          "run"
        ],
        "additionalProperties": false,
        "examples": [
          {
            "do": "let",
            "name": "room",
            "items": {
              "select": "location",
              "of": "actor"
            },
            "run": [
              {
                "do": "reveal",
                "component": "room"
              }
            ]
          }
        ]
      },
      "repeat": {
        "type": "object",
        "description": "Runs the effects `times` times.",
        "x-group": "flow",
        "properties": {
          "do": {
            "const": "repeat",
            "description": "Discriminator: repeat."
          },
          "times": {
            "$ref": "expression.schema.json",
            "description": "How many times."
          },
          "run": {
            "$ref": "effect.schema.json#/$defs/effects",
            "description": "The effects."
          }
        },
        "required": [
          "do",
          "times",
          "run"
        ],
        "additionalProperties": false,
        "examples": [
          {
            "do": "repeat",
            "times": 2,
            "run": [
              {
                "do": "shift-line",
                "zone": "complex",
                "through": "actor"
              }
            ]
          }
        ]
      },
      "choose": {
        "type": "object",
        "description": "A seat chooses `count` items among what `from` gives (a decision with one option per item), bound to `as`, then `then` runs. With no candidate, `else` runs instead. `random: true` lets the seeded RNG choose.",
        "x-group": "choices",
        "properties": {
          "do": {
            "const": "choose",
            "description": "Discriminator: choose."
          },
          "from": {
            "$ref": "selector.schema.json",
            "description": "The candidates."
          },
          "as": {
            "$ref": "common.schema.json#/$defs/name",
            "description": "Binding name (default choice)."
          },
          "seat": {
            "$ref": "selector.schema.json",
            "description": "The seat that decides (default: the bound `seat`)."
          },
          "prompt": {
            "$ref": "common.schema.json#/$defs/text",
            "description": "What the seat is asked."
          },
          "optional": {
            "type": "boolean",
            "description": "Offers a \"none\" option too (default false)."
          },
          "random": {
            "type": "boolean",
            "description": "The RNG chooses instead of a seat (default false)."
          },
          "then": {
            "$ref": "effect.schema.json#/$defs/effects",
            "description": "Effects after the choice."
          },
          "else": {
            "$ref": "effect.schema.json#/$defs/effects",
            "description": "Effects when there is nothing to choose."
          }
        },
        "required": [
          "do",
          "from",
          "then"
        ],
        "additionalProperties": false,
        "examples": [
          {
            "do": "choose",
            "from": {
              "select": "components",
              "zone": "complex",
              "faceUp": false
            },
            "as": "room",
            "prompt": "Look at a hidden room",
            "then": [
              {
                "do": "peek",
                "component": "room"
              }
            ]
          }
        ]
      },
      "choose-option": {
        "type": "object",
        "description": "A seat picks one of the listed options (those whose `when` holds); its effects run. With none available nothing happens.",
        "x-group": "choices",
        "properties": {
          "do": {
            "const": "choose-option",
            "description": "Discriminator: choose-option."
          },
          "seat": {
            "$ref": "selector.schema.json",
            "description": "The seat that decides (default: the bound `seat`)."
          },
          "prompt": {
            "$ref": "common.schema.json#/$defs/text",
            "description": "What the seat is asked."
          },
          "random": {
            "type": "boolean",
            "description": "The RNG chooses (default false)."
          },
          "options": {
            "type": "array",
            "minItems": 1,
            "description": "The options.",
            "items": {
              "type": "object",
              "description": "One option.",
              "additionalProperties": false,
              "required": [
                "id",
                "do"
              ],
              "properties": {
                "id": {
                  "$ref": "common.schema.json#/$defs/name",
                  "description": "Stable option id (answers name it as option:<id>)."
                },
                "label": {
                  "$ref": "common.schema.json#/$defs/text",
                  "description": "What the option says."
                },
                "when": {
                  "$ref": "condition.schema.json",
                  "description": "Offered only when this holds."
                },
                "zone": {
                  "$ref": "common.schema.json#/$defs/zone-ref",
                  "description": "The zone the option is about (e.g. the deck it draws from): a table can make that zone the place to click for it. The offered option carries it as target.zone."
                },
                "do": {
                  "$ref": "effect.schema.json#/$defs/effects",
                  "description": "Effects of the option."
                }
              }
            }
          }
        },
        "required": [
          "do",
          "options"
        ],
        "additionalProperties": false,
        "examples": [
          {
            "do": "choose-option",
            "prompt": "Keep the order?",
            "options": [
              {
                "id": "keep",
                "label": "Keep",
                "do": []
              },
              {
                "id": "swap",
                "label": "Swap",
                "do": [
                  {
                    "do": "swap-components",
                    "a": {
                      "select": "top",
                      "zone": "deck"
                    },
                    "b": {
                      "select": "first",
                      "from": {
                        "select": "except",
                        "from": {
                          "select": "top",
                          "zone": "deck",
                          "count": 2
                        },
                        "remove": {
                          "select": "top",
                          "zone": "deck"
                        }
                      }
                    }
                  }
                ]
              }
            ]
          }
        ]
      },
      "take-action": {
        "type": "object",
        "description": "The piece's seat chooses one of the actions (default: every non-free action of the mode and the piece's character) and performs it at once (solo play, revealed guards, adrenaline, card games).",
        "x-group": "turns",
        "properties": {
          "do": {
            "const": "take-action",
            "description": "Discriminator: take-action."
          },
          "piece": {
            "$ref": "selector.schema.json",
            "description": "The acting piece."
          },
          "actions": {
            "description": "The actions offered: ids, or expressions computing an id when the effect runs. A computed id that names no action of the piece is an error naming this effect; an expression giving nothing offers nothing.",
            "anyOf": [
              {
                "type": "string",
                "minLength": 1,
                "x-ref": "action",
                "description": "One name."
              },
              {
                "$ref": "expression.schema.json#/$defs/object",
                "description": "One expression giving an action id."
              },
              {
                "type": "array",
                "items": {
                  "description": "One action.",
                  "anyOf": [
                    {
                      "type": "string",
                      "minLength": 1,
                      "x-ref": "action",
                      "description": "One name."
                    },
                    {
                      "$ref": "expression.schema.json#/$defs/object",
                      "description": "An expression giving an action id."
                    }
                  ]
                },
                "minItems": 1,
                "description": "Several actions."
              }
            ]
          },
          "distinct": {
            "type": "boolean",
            "description": "Not an action this piece already performed this turn (default false)."
          },
          "free": {
            "description": "Also offer free actions the piece could take now (answered free:<id>): true for every free action of the mode and the piece's character, or a list of ids. Taking one does not use up the choice: it runs, then the seat is asked again, until a non-free action is taken. Under random-program the seat still picks its free actions, and free:none draws the action. Nothing is offered when no non-free action is left. Default: none.",
            "anyOf": [
              {
                "type": "boolean",
                "description": "true: every free action of the piece."
              },
              {
                "type": "array",
                "items": {
                  "type": "string",
                  "minLength": 1,
                  "x-ref": "action",
                  "description": "A free action."
                },
                "description": "These free actions."
              }
            ],
            "examples": [
              true,
              [
                "remind"
              ]
            ]
          }
        },
        "required": [
          "do",
          "piece"
        ],
        "additionalProperties": false,
        "examples": [
          {
            "do": "take-action",
            "piece": "actor",
            "distinct": true
          }
        ]
      },
      "perform": {
        "type": "object",
        "description": "The piece performs this action now (its target, if any, is still chosen, by `seat` when given).",
        "x-group": "turns",
        "properties": {
          "do": {
            "const": "perform",
            "description": "Discriminator: perform."
          },
          "piece": {
            "$ref": "selector.schema.json",
            "description": "The acting piece."
          },
          "action": {
            "description": "The action: its id, or an expression computing the id when the effect runs (an opponent's current talent read from props). A computed id that names no action of the piece is an error naming this effect; an expression giving nothing performs nothing.",
            "anyOf": [
              {
                "type": "string",
                "minLength": 1,
                "x-ref": "action",
                "description": "An action id."
              },
              {
                "$ref": "expression.schema.json#/$defs/object",
                "description": "An expression giving the action id."
              }
            ]
          },
          "seat": {
            "$ref": "selector.schema.json",
            "description": "The seat that makes the action's choices (targets, options). Default: the piece's own seat. Gives an order to a piece that belongs to nobody (a `piece` definition such as a robot) or to another seat's piece."
          }
        },
        "required": [
          "do",
          "piece",
          "action"
        ],
        "additionalProperties": false,
        "examples": [
          {
            "do": "perform",
            "piece": "actor",
            "action": "look"
          },
          {
            "do": "perform",
            "piece": "actor",
            "action": {
              "op": "prop",
              "of": {
                "select": "pieces",
                "seat": {
                  "select": "next-seat",
                  "of": "seat"
                }
              },
              "name": "talent"
            }
          },
          {
            "do": "perform",
            "piece": "bot",
            "action": "bot-move",
            "seat": "seat"
          }
        ]
      },
      "cancel-actions": {
        "type": "object",
        "description": "The pieces lose their remaining programmed actions this turn.",
        "x-group": "turns",
        "properties": {
          "do": {
            "const": "cancel-actions",
            "description": "Discriminator: cancel-actions."
          },
          "piece": {
            "$ref": "selector.schema.json",
            "description": "The pieces."
          }
        },
        "required": [
          "do",
          "piece"
        ],
        "additionalProperties": false,
        "examples": [
          {
            "do": "cancel-actions",
            "piece": "piece"
          }
        ]
      },
      "nothing": {
        "type": "object",
        "description": "Does nothing (a placeholder in an option).",
        "x-group": "flow",
        "properties": {
          "do": {
            "const": "nothing",
            "description": "Discriminator: nothing."
          }
        },
        "required": [
          "do"
        ],
        "additionalProperties": false,
        "examples": [
          {
            "do": "nothing"
          }
        ]
      },
      "move-piece": {
        "type": "object",
        "description": "Moves pieces onto a component (or into a zone). Fires leave on the old component and enter on the new one unless fire is false.",
        "x-group": "movement",
        "properties": {
          "do": {
            "const": "move-piece",
            "description": "Discriminator: move-piece."
          },
          "piece": {
            "$ref": "selector.schema.json",
            "description": "The pieces."
          },
          "to": {
            "$ref": "selector.schema.json",
            "description": "The destination (its first component or zone)."
          },
          "fire": {
            "type": "boolean",
            "description": "Whether leave/enter triggers fire (default true)."
          }
        },
        "required": [
          "do",
          "piece",
          "to"
        ],
        "additionalProperties": false,
        "examples": [
          {
            "do": "move-piece",
            "piece": "piece",
            "to": {
              "select": "components",
              "def": "central"
            }
          }
        ]
      },
      "eliminate": {
        "type": "object",
        "description": "Eliminates pieces: status eliminated, off the table; fires eliminated.",
        "x-group": "pieces",
        "properties": {
          "do": {
            "const": "eliminate",
            "description": "Discriminator: eliminate."
          },
          "piece": {
            "$ref": "selector.schema.json",
            "description": "The pieces."
          }
        },
        "required": [
          "do",
          "piece"
        ],
        "additionalProperties": false,
        "examples": [
          {
            "do": "eliminate",
            "piece": "piece"
          }
        ]
      },
      "escape": {
        "type": "object",
        "description": "Pieces escape: status escaped, off the table.",
        "x-group": "pieces",
        "properties": {
          "do": {
            "const": "escape",
            "description": "Discriminator: escape."
          },
          "piece": {
            "$ref": "selector.schema.json",
            "description": "The pieces."
          }
        },
        "required": [
          "do",
          "piece"
        ],
        "additionalProperties": false,
        "examples": [
          {
            "do": "escape",
            "piece": "piece"
          }
        ]
      },
      "revive": {
        "type": "object",
        "description": "Eliminated pieces return to play (status active) on a component.",
        "x-group": "pieces",
        "properties": {
          "do": {
            "const": "revive",
            "description": "Discriminator: revive."
          },
          "piece": {
            "$ref": "selector.schema.json",
            "description": "The pieces."
          },
          "to": {
            "$ref": "selector.schema.json",
            "description": "Where they come back."
          }
        },
        "required": [
          "do",
          "piece",
          "to"
        ],
        "additionalProperties": false,
        "examples": [
          {
            "do": "revive",
            "piece": "target",
            "to": {
              "select": "components",
              "def": "central"
            }
          }
        ]
      },
      "create-pieces": {
        "type": "object",
        "description": "Creates pieces of the given definitions, dealt round-robin to the seats (count per seat), placed on a component or in a zone, appended to the turn order — except pieces of a `piece` definition (robots), which act only on orders and stay out of it.",
        "x-group": "pieces",
        "properties": {
          "do": {
            "const": "create-pieces",
            "description": "Discriminator: create-pieces."
          },
          "defs": {
            "description": "Definitions, taken in order (cycled).",
            "anyOf": [
              {
                "type": "string",
                "minLength": 1,
                "x-ref": [
                  "character",
                  "piece"
                ],
                "description": "One name."
              },
              {
                "type": "array",
                "items": {
                  "type": "string",
                  "minLength": 1,
                  "x-ref": [
                    "character",
                    "piece"
                  ],
                  "description": "One name."
                },
                "minItems": 1,
                "description": "Several names."
              }
            ]
          },
          "seat": {
            "$ref": "selector.schema.json",
            "description": "Seats that receive them (default: none, uncontrolled)."
          },
          "count": {
            "$ref": "expression.schema.json",
            "description": "How many per seat, or in all without seat (default 1)."
          },
          "at": {
            "$ref": "selector.schema.json",
            "description": "Where they start."
          },
          "shuffle": {
            "type": "boolean",
            "description": "Shuffle the definitions first (default false)."
          }
        },
        "required": [
          "do",
          "defs",
          "at"
        ],
        "additionalProperties": false,
        "examples": [
          {
            "do": "create-pieces",
            "defs": [
              "scout",
              "medic"
            ],
            "seat": {
              "select": "seats"
            },
            "count": 1,
            "at": {
              "select": "components",
              "def": "central"
            }
          }
        ]
      },
      "create-components": {
        "type": "object",
        "description": "Creates components of the given definitions in a zone (on top of a stack, in order).",
        "x-group": "components",
        "properties": {
          "do": {
            "const": "create-components",
            "description": "Discriminator: create-components."
          },
          "zone": {
            "$ref": "common.schema.json#/$defs/zone-ref",
            "description": "The zone."
          },
          "items": {
            "type": "array",
            "minItems": 1,
            "description": "Definitions and counts.",
            "items": {
              "type": "object",
              "additionalProperties": false,
              "required": [
                "def"
              ],
              "description": "One entry.",
              "properties": {
                "def": {
                  "type": "string",
                  "minLength": 1,
                  "description": "A room or card definition (a plain id of this pack or \"<packId>:<id>\"). Example: \"vamps\".",
                  "x-ref": [
                    "room",
                    "card",
                    "puzzle-card"
                  ]
                },
                "count": {
                  "$ref": "expression.schema.json",
                  "description": "How many (default 1)."
                },
                "when": {
                  "$ref": "condition.schema.json",
                  "description": "Only when this holds (e.g. an option)."
                }
              }
            }
          },
          "faceUp": {
            "type": "boolean",
            "description": "Face up (default false)."
          },
          "region": {
            "$ref": "common.schema.json#/$defs/name",
            "description": "In a grid zone: fill the cells of this region, in order."
          }
        },
        "required": [
          "do",
          "zone",
          "items"
        ],
        "additionalProperties": false,
        "examples": [
          {
            "do": "create-components",
            "zone": "box",
            "items": [
              {
                "def": "empty",
                "count": 8
              },
              {
                "def": "vortex",
                "count": 2
              }
            ]
          }
        ]
      },
      "deal-composition": {
        "type": "object",
        "description": "Creates the components of the composition a match option names (default: the mode's first setup.compositions entry): fixed ones face up on their grid cells, set-aside ones into `aside`, the rest into `to`, in listed order; colour and tag picks are drawn with the seeded RNG among definitions of `kind` (with repeats), pool picks (`from`) among their listed copies without replacement.",
        "x-group": "components",
        "properties": {
          "do": {
            "const": "deal-composition",
            "description": "Discriminator: deal-composition."
          },
          "to": {
            "$ref": "common.schema.json#/$defs/zone-ref",
            "description": "Where the ordinary picks go."
          },
          "aside": {
            "$ref": "common.schema.json#/$defs/zone-ref",
            "description": "Where set-aside picks go (default: to)."
          },
          "grid": {
            "$ref": "common.schema.json#/$defs/zone-ref",
            "description": "The grid for fixed placements."
          },
          "option": {
            "$ref": "common.schema.json#/$defs/name",
            "description": "The match option naming the composition (default composition)."
          },
          "kind": {
            "description": "Which definitions colour/tag picks draw from (default room).",
            "oneOf": [
              {
                "const": "room",
                "description": "Rooms."
              },
              {
                "const": "card",
                "description": "Cards."
              }
            ]
          }
        },
        "required": [
          "do",
          "to"
        ],
        "additionalProperties": false,
        "examples": [
          {
            "do": "deal-composition",
            "grid": "complex",
            "to": "box",
            "aside": "aside"
          }
        ]
      },
      "deal-to-cells": {
        "type": "object",
        "description": "Deals components from the top of a stack into the empty cells of a grid region, in row-major order.",
        "x-group": "components",
        "properties": {
          "do": {
            "const": "deal-to-cells",
            "description": "Discriminator: deal-to-cells."
          },
          "from": {
            "$ref": "common.schema.json#/$defs/zone-ref",
            "description": "The stack."
          },
          "to": {
            "$ref": "common.schema.json#/$defs/zone-ref",
            "description": "The grid."
          },
          "region": {
            "$ref": "common.schema.json#/$defs/name",
            "description": "The region (default every empty cell)."
          },
          "faceUp": {
            "type": "boolean",
            "description": "Face up (default false)."
          }
        },
        "required": [
          "do",
          "from",
          "to"
        ],
        "additionalProperties": false,
        "examples": [
          {
            "do": "deal-to-cells",
            "from": "box",
            "to": "complex",
            "faceUp": false
          }
        ]
      },
      "move-component": {
        "type": "object",
        "description": "Moves components into a zone: top/bottom/index of a stack, a set, a hand, or a grid cell. Its event names the component only to seats that could tell which one it was (face up, seen, or a zone they may list at either end); the others read that a card moved, without its id.",
        "x-group": "movement",
        "properties": {
          "do": {
            "const": "move-component",
            "description": "Discriminator: move-component."
          },
          "component": {
            "$ref": "selector.schema.json",
            "description": "The components."
          },
          "to": {
            "$ref": "common.schema.json#/$defs/zone-ref",
            "description": "The destination zone."
          },
          "position": {
            "description": "Where in a stack: top (default), bottom, or an index.",
            "anyOf": [
              {
                "enum": [
                  "top",
                  "bottom"
                ],
                "description": "An end."
              },
              {
                "type": "integer",
                "minimum": 0,
                "description": "An index from the top."
              }
            ]
          },
          "cell": {
            "$ref": "selector.schema.json",
            "description": "In a grid: the empty cell (zone#index) to fill."
          },
          "faceUp": {
            "type": "boolean",
            "description": "Turn it face up (true) or down (false); omitted keeps its face. A face-up component turned down stays known to every seat whose eyes were open (it saw the face), unless unseen."
          },
          "unseen": {
            "type": "boolean",
            "description": "Nobody remembers it afterwards: seenBy is cleared (default false)."
          }
        },
        "required": [
          "do",
          "component",
          "to"
        ],
        "additionalProperties": false,
        "examples": [
          {
            "do": "move-component",
            "component": "target",
            "to": "wounded",
            "faceUp": true
          }
        ]
      },
      "swap-components": {
        "type": "object",
        "description": "Swaps two components' places (grid cells or stack positions). Pieces ride along (default) or stay where they stood.",
        "x-group": "movement",
        "properties": {
          "do": {
            "const": "swap-components",
            "description": "Discriminator: swap-components."
          },
          "a": {
            "$ref": "selector.schema.json",
            "description": "First."
          },
          "b": {
            "$ref": "selector.schema.json",
            "description": "Second."
          },
          "pieces": {
            "description": "What pieces do (default ride).",
            "oneOf": [
              {
                "const": "ride",
                "description": "They move with their component."
              },
              {
                "const": "stay",
                "description": "They stay in their cell, on the other component."
              }
            ]
          }
        },
        "required": [
          "do",
          "a",
          "b"
        ],
        "additionalProperties": false,
        "examples": [
          {
            "do": "swap-components",
            "a": "self",
            "b": "target"
          }
        ]
      },
      "replace-component": {
        "type": "object",
        "description": "Replaces a component by a new one of another definition in the same place (face up); the old one goes to `discard` or leaves the table. Pieces stay.",
        "x-group": "components",
        "properties": {
          "do": {
            "const": "replace-component",
            "description": "Discriminator: replace-component."
          },
          "component": {
            "$ref": "selector.schema.json",
            "description": "The component."
          },
          "def": {
            "type": "string",
            "minLength": 1,
            "description": "The new definition: a room or card.",
            "x-ref": [
              "room",
              "card",
              "puzzle-card"
            ]
          },
          "discard": {
            "$ref": "common.schema.json#/$defs/zone-ref",
            "description": "Where the old one goes."
          }
        },
        "required": [
          "do",
          "component",
          "def"
        ],
        "additionalProperties": false,
        "examples": [
          {
            "do": "replace-component",
            "component": "self",
            "def": "empty",
            "discard": "aside"
          }
        ]
      },
      "shift-line": {
        "type": "object",
        "description": "Shifts a row or column of a grid one step (a decision when the line or direction is open; `axis` + `line` + `direction` name one shift, done without asking). The tile pushed past the edge wraps around, or leaves the grid when a leave-grid-on-shift modifier of that tile holds. Lines fixed by the zone declaration never move; a line already shifted this turn only moves the same way again.",
        "x-group": "movement",
        "properties": {
          "do": {
            "const": "shift-line",
            "description": "Discriminator: shift-line."
          },
          "zone": {
            "$ref": "common.schema.json#/$defs/zone-ref",
            "description": "The grid."
          },
          "through": {
            "$ref": "selector.schema.json",
            "description": "Only lines through this component (or the component this piece stands on)."
          },
          "axis": {
            "description": "Only rows or only columns (default both).",
            "oneOf": [
              {
                "const": "row",
                "description": "Rows (shift left/right)."
              },
              {
                "const": "col",
                "description": "Columns (shift up/down)."
              }
            ]
          },
          "direction": {
            "description": "Only this direction (default: the seat chooses).",
            "oneOf": [
              {
                "const": "forward",
                "description": "Right for rows, down for columns."
              },
              {
                "const": "back",
                "description": "Left for rows, up for columns."
              }
            ]
          },
          "line": {
            "$ref": "expression.schema.json",
            "description": "Only this line: its 0-based row or column number (with `axis`). A fixed line, or one locked the other way this turn, is not shifted at all. Example: 1."
          },
          "seat": {
            "$ref": "selector.schema.json",
            "description": "The seat that decides (default: the bound `seat`)."
          },
          "prompt": {
            "$ref": "common.schema.json#/$defs/text",
            "description": "What the seat is asked."
          }
        },
        "required": [
          "do",
          "zone"
        ],
        "additionalProperties": false,
        "examples": [
          {
            "do": "shift-line",
            "zone": "complex",
            "through": "actor"
          },
          {
            "do": "shift-line",
            "zone": "complex",
            "axis": "row",
            "line": 1,
            "direction": "forward"
          }
        ]
      },
      "clear-line-locks": {
        "type": "object",
        "description": "Forgets which direction each line of the grid moved this turn.",
        "x-group": "turns",
        "properties": {
          "do": {
            "const": "clear-line-locks",
            "description": "Discriminator: clear-line-locks."
          },
          "zone": {
            "$ref": "common.schema.json#/$defs/zone-ref",
            "description": "The grid."
          }
        },
        "required": [
          "do",
          "zone"
        ],
        "additionalProperties": false,
        "examples": [
          {
            "do": "clear-line-locks",
            "zone": "complex"
          }
        ]
      },
      "shuffle": {
        "type": "object",
        "description": "Shuffles a stack or set with the seeded RNG; nobody remembers the face-down components in it.",
        "x-group": "components",
        "properties": {
          "do": {
            "const": "shuffle",
            "description": "Discriminator: shuffle."
          },
          "zone": {
            "$ref": "common.schema.json#/$defs/zone-ref",
            "description": "The zone."
          }
        },
        "required": [
          "do",
          "zone"
        ],
        "additionalProperties": false,
        "examples": [
          {
            "do": "shuffle",
            "zone": "box"
          }
        ]
      },
      "reveal": {
        "type": "object",
        "description": "Turns components face up for everyone; fires reveal.",
        "x-group": "knowledge",
        "properties": {
          "do": {
            "const": "reveal",
            "description": "Discriminator: reveal."
          },
          "component": {
            "$ref": "selector.schema.json",
            "description": "The components."
          }
        },
        "required": [
          "do",
          "component"
        ],
        "additionalProperties": false,
        "examples": [
          {
            "do": "reveal",
            "component": "target"
          }
        ]
      },
      "conceal": {
        "type": "object",
        "description": "Turns components face down; those who saw them still know them unless forget is true. The log says `concealed` for each one that was face up (or forgotten), naming it by handle to seats that cannot identify it any more.",
        "x-group": "knowledge",
        "properties": {
          "do": {
            "const": "conceal",
            "description": "Discriminator: conceal."
          },
          "component": {
            "$ref": "selector.schema.json",
            "description": "The components."
          },
          "forget": {
            "type": "boolean",
            "description": "Also clear who has seen them (default false)."
          }
        },
        "required": [
          "do",
          "component"
        ],
        "additionalProperties": false,
        "examples": [
          {
            "do": "conceal",
            "component": "self",
            "forget": false
          }
        ]
      },
      "peek": {
        "type": "object",
        "description": "A seat secretly looks at components: it is added to their seenBy.",
        "x-group": "knowledge",
        "properties": {
          "do": {
            "const": "peek",
            "description": "Discriminator: peek."
          },
          "component": {
            "$ref": "selector.schema.json",
            "description": "The components."
          },
          "seat": {
            "$ref": "selector.schema.json",
            "description": "Who looks (default: the bound seat)."
          }
        },
        "required": [
          "do",
          "component"
        ],
        "additionalProperties": false,
        "examples": [
          {
            "do": "peek",
            "component": "target"
          }
        ]
      },
      "add-marker": {
        "type": "object",
        "description": "Adds a marker (count, default 1) to components, pieces or seats, optionally owned by a seat (a reminder token that goes back to its owner).",
        "x-group": "counters",
        "properties": {
          "do": {
            "const": "add-marker",
            "description": "Discriminator: add-marker."
          },
          "to": {
            "$ref": "selector.schema.json",
            "description": "Where."
          },
          "marker": {
            "$ref": "common.schema.json#/$defs/name",
            "description": "The marker.",
            "x-ref": "marker"
          },
          "count": {
            "$ref": "expression.schema.json",
            "description": "How many (default 1)."
          },
          "owner": {
            "$ref": "selector.schema.json",
            "description": "The seat owning it (its first result)."
          }
        },
        "required": [
          "do",
          "to",
          "marker"
        ],
        "additionalProperties": false,
        "examples": [
          {
            "do": "add-marker",
            "to": "self",
            "marker": "do-not-cross"
          }
        ]
      },
      "remove-marker": {
        "type": "object",
        "description": "Removes a marker (count, default all of it): the copies owned by `owner`, or without owner every copy, owned or not.",
        "x-group": "counters",
        "properties": {
          "do": {
            "const": "remove-marker",
            "description": "Discriminator: remove-marker."
          },
          "from": {
            "$ref": "selector.schema.json",
            "description": "Where."
          },
          "marker": {
            "$ref": "common.schema.json#/$defs/name",
            "description": "The marker.",
            "x-ref": "marker"
          },
          "count": {
            "$ref": "expression.schema.json",
            "description": "How many (default all)."
          },
          "owner": {
            "$ref": "selector.schema.json",
            "description": "Only the copies this seat owns."
          }
        },
        "required": [
          "do",
          "from",
          "marker"
        ],
        "additionalProperties": false,
        "examples": [
          {
            "do": "remove-marker",
            "from": "self",
            "marker": "do-not-cross"
          }
        ]
      },
      "set-counter": {
        "type": "object",
        "description": "Sets a counter.",
        "x-group": "counters",
        "properties": {
          "do": {
            "const": "set-counter",
            "description": "Discriminator: set-counter."
          },
          "counter": {
            "type": "string",
            "minLength": 1,
            "description": "The counter.",
            "x-ref": "counter"
          },
          "value": {
            "$ref": "expression.schema.json",
            "description": "The value."
          }
        },
        "required": [
          "do",
          "counter",
          "value"
        ],
        "additionalProperties": false,
        "examples": [
          {
            "do": "set-counter",
            "counter": "turns-left",
            "value": 10
          }
        ]
      },
      "adjust-counter": {
        "type": "object",
        "description": "Adds to a counter (negative to subtract).",
        "x-group": "counters",
        "properties": {
          "do": {
            "const": "adjust-counter",
            "description": "Discriminator: adjust-counter."
          },
          "counter": {
            "type": "string",
            "minLength": 1,
            "description": "The counter.",
            "x-ref": "counter"
          },
          "by": {
            "$ref": "expression.schema.json",
            "description": "The amount."
          }
        },
        "required": [
          "do",
          "counter",
          "by"
        ],
        "additionalProperties": false,
        "examples": [
          {
            "do": "adjust-counter",
            "counter": "turns-left",
            "by": -1
          }
        ]
      },
      "set-var": {
        "type": "object",
        "description": "Sets a numeric variable on seats or pieces.",
        "x-group": "counters",
        "properties": {
          "do": {
            "const": "set-var",
            "description": "Discriminator: set-var."
          },
          "of": {
            "$ref": "selector.schema.json",
            "description": "The seats or pieces."
          },
          "name": {
            "$ref": "common.schema.json#/$defs/name",
            "description": "The variable."
          },
          "value": {
            "$ref": "expression.schema.json",
            "description": "The value (a number)."
          }
        },
        "required": [
          "do",
          "of",
          "name",
          "value"
        ],
        "additionalProperties": false,
        "examples": [
          {
            "do": "set-var",
            "of": "actor",
            "name": "locks",
            "value": 2
          }
        ]
      },
      "adjust-var": {
        "type": "object",
        "description": "Adds to a numeric variable on seats or pieces.",
        "x-group": "counters",
        "properties": {
          "do": {
            "const": "adjust-var",
            "description": "Discriminator: adjust-var."
          },
          "of": {
            "$ref": "selector.schema.json",
            "description": "The seats or pieces."
          },
          "name": {
            "$ref": "common.schema.json#/$defs/name",
            "description": "The variable."
          },
          "by": {
            "$ref": "expression.schema.json",
            "description": "The amount."
          }
        },
        "required": [
          "do",
          "of",
          "name",
          "by"
        ],
        "additionalProperties": false,
        "examples": [
          {
            "do": "adjust-var",
            "of": "actor",
            "name": "locks",
            "by": -1
          }
        ]
      },
      "deal-roles": {
        "type": "object",
        "description": "Deals roles secretly to the seats from a shuffled pool; extras stay out. Without `roles`, the pool is the mode's `setup.roles` row for the number of characters in play (the seats when no character is in play yet), each role with the team the mode's roles declare; no row for that number is an error naming this step.",
        "x-group": "knowledge",
        "properties": {
          "do": {
            "const": "deal-roles",
            "description": "Discriminator: deal-roles."
          },
          "roles": {
            "type": "array",
            "minItems": 1,
            "description": "The pool. Omitted: the mode's setup.roles table gives it.",
            "items": {
              "type": "object",
              "additionalProperties": false,
              "required": [
                "role"
              ],
              "description": "Roles of one kind.",
              "properties": {
                "role": {
                  "type": "string",
                  "minLength": 1,
                  "description": "The role.",
                  "x-ref": "role"
                },
                "count": {
                  "$ref": "expression.schema.json",
                  "description": "How many (default 1)."
                },
                "team": {
                  "type": "string",
                  "description": "Team of those who get it."
                }
              }
            }
          }
        },
        "required": [
          "do"
        ],
        "additionalProperties": false,
        "examples": [
          {
            "do": "deal-roles",
            "roles": [
              {
                "role": "prisoner",
                "count": 4,
                "team": "prisoners"
              },
              {
                "role": "guard",
                "count": 1,
                "team": "guards"
              }
            ]
          },
          {
            "do": "deal-roles"
          }
        ]
      },
      "reveal-role": {
        "type": "object",
        "description": "Makes seats' secret roles public: each seat (or the seat controlling each piece) is marked revealed, so every view shows its role and team from now on, and a public event (role-revealed) names the role, in the order the selector gives. A seat already revealed is skipped.",
        "x-group": "knowledge",
        "properties": {
          "do": {
            "const": "reveal-role",
            "description": "Discriminator: reveal-role."
          },
          "seat": {
            "$ref": "selector.schema.json",
            "description": "The seats, or pieces standing for the seats that control them."
          }
        },
        "required": [
          "do",
          "seat"
        ],
        "additionalProperties": false,
        "examples": [
          {
            "do": "reveal-role",
            "seat": "seat"
          },
          {
            "do": "reveal-role",
            "seat": {
              "select": "sorted",
              "from": {
                "select": "pieces",
                "status": "eliminated"
              },
              "by": {
                "op": "piece-var",
                "of": "it",
                "name": "death-order"
              }
            }
          }
        ]
      },
      "set-eyes": {
        "type": "object",
        "description": "Opens or closes seats' eyes: a seat with closed eyes sees nothing of the table in its view, and no event that happens meanwhile except announcements.",
        "x-group": "knowledge",
        "properties": {
          "do": {
            "const": "set-eyes",
            "description": "Discriminator: set-eyes."
          },
          "seat": {
            "$ref": "selector.schema.json",
            "description": "The seats."
          },
          "open": {
            "type": "boolean",
            "description": "Open (true) or closed."
          }
        },
        "required": [
          "do",
          "seat",
          "open"
        ],
        "additionalProperties": false,
        "examples": [
          {
            "do": "set-eyes",
            "seat": {
              "select": "seats"
            },
            "open": false
          }
        ]
      },
      "open-zone": {
        "type": "object",
        "description": "Opens a zone's items to seats (the player who opens a closed room sees inside), or closes it again with open: false. Seats a zone is opened to see its items by id and their faces as usual, whatever its contents setting hides from others.",
        "x-group": "knowledge",
        "properties": {
          "do": {
            "const": "open-zone",
            "description": "Discriminator: open-zone."
          },
          "zone": {
            "$ref": "common.schema.json#/$defs/zone-ref",
            "description": "The zone."
          },
          "seat": {
            "$ref": "selector.schema.json",
            "description": "The seats (default: the bound seat when opening; every seat when closing)."
          },
          "open": {
            "type": "boolean",
            "description": "Open (true, the default) or close."
          }
        },
        "required": [
          "do",
          "zone"
        ],
        "additionalProperties": false,
        "examples": [
          {
            "do": "open-zone",
            "zone": {
              "of": "room"
            }
          },
          {
            "do": "open-zone",
            "zone": {
              "of": "room"
            },
            "open": false
          }
        ]
      },
      "rotate-order": {
        "type": "object",
        "description": "The first in the turn order becomes last (the left neighbour plays first).",
        "x-group": "turns",
        "properties": {
          "do": {
            "const": "rotate-order",
            "description": "Discriminator: rotate-order."
          }
        },
        "required": [
          "do"
        ],
        "additionalProperties": false,
        "examples": [
          {
            "do": "rotate-order"
          }
        ]
      },
      "schedule": {
        "type": "object",
        "description": "Delays effects until a later event: they run at the `occurrence`-th matching event (default 1), never on the end of the action that scheduled them. Bindings in force are kept.",
        "x-group": "flow",
        "properties": {
          "do": {
            "const": "schedule",
            "description": "Discriminator: schedule."
          },
          "on": {
            "$ref": "trigger.schema.json#/$defs/event",
            "description": "The event to wait for."
          },
          "occurrence": {
            "type": "integer",
            "description": "Which matching event (default 1).",
            "minimum": 1
          },
          "where": {
            "$ref": "condition.schema.json",
            "description": "Only events for which this holds count."
          },
          "run": {
            "$ref": "effect.schema.json#/$defs/effects",
            "description": "The delayed effects."
          }
        },
        "required": [
          "do",
          "on",
          "run"
        ],
        "additionalProperties": false,
        "examples": [
          {
            "do": "schedule",
            "on": {
              "on": "phase-end",
              "phase": "act-2"
            },
            "occurrence": 2,
            "run": [
              {
                "do": "if",
                "if": {
                  "op": "same",
                  "a": {
                    "select": "location",
                    "of": "piece"
                  },
                  "b": "self"
                },
                "then": [
                  {
                    "do": "eliminate",
                    "piece": "piece"
                  }
                ]
              }
            ]
          }
        ]
      },
      "fire": {
        "type": "object",
        "description": "Fires an event as if it happened: e.g. enter on a component for pieces already on it (they apply its effect).",
        "x-group": "flow",
        "properties": {
          "do": {
            "const": "fire",
            "description": "Discriminator: fire."
          },
          "event": {
            "description": "Which event.",
            "oneOf": [
              {
                "const": "enter",
                "description": "A piece enters."
              },
              {
                "const": "leave",
                "description": "A piece leaves."
              },
              {
                "const": "reveal",
                "description": "A component is revealed."
              }
            ]
          },
          "component": {
            "$ref": "selector.schema.json",
            "description": "The component."
          },
          "piece": {
            "$ref": "selector.schema.json",
            "description": "The pieces."
          }
        },
        "required": [
          "do",
          "event",
          "component"
        ],
        "additionalProperties": false,
        "examples": [
          {
            "do": "fire",
            "event": "enter",
            "component": "self",
            "piece": {
              "select": "pieces",
              "on": "self"
            }
          }
        ]
      },
      "signal": {
        "type": "object",
        "description": "Fires a named signal: triggers `{on: signal, name}` of the given components/pieces (or of the mode when none) run.",
        "x-group": "flow",
        "properties": {
          "do": {
            "const": "signal",
            "description": "Discriminator: signal."
          },
          "name": {
            "$ref": "common.schema.json#/$defs/name",
            "description": "The signal."
          },
          "to": {
            "$ref": "selector.schema.json",
            "description": "Whose triggers hear it (default: mode triggers)."
          }
        },
        "required": [
          "do",
          "name"
        ],
        "additionalProperties": false,
        "examples": [
          {
            "do": "signal",
            "name": "skill",
            "to": "it"
          }
        ]
      },
      "resolve-each": {
        "type": "object",
        "description": "Sends a signal to each item `in` gives, one at a time, lowest `by` first (or highest with order: desc); the selector is re-read after each, so items added meanwhile are included, and each item is resolved at most once.",
        "x-group": "flow",
        "properties": {
          "do": {
            "const": "resolve-each",
            "description": "Discriminator: resolve-each."
          },
          "in": {
            "$ref": "selector.schema.json",
            "description": "The items."
          },
          "by": {
            "$ref": "expression.schema.json",
            "description": "The order key per item (bound as it)."
          },
          "order": {
            "description": "Direction (default asc).",
            "oneOf": [
              {
                "const": "asc",
                "description": "Smallest first."
              },
              {
                "const": "desc",
                "description": "Largest first."
              }
            ]
          },
          "signal": {
            "$ref": "common.schema.json#/$defs/name",
            "description": "The signal sent."
          }
        },
        "required": [
          "do",
          "in",
          "by",
          "signal"
        ],
        "additionalProperties": false,
        "examples": [
          {
            "do": "resolve-each",
            "in": {
              "select": "pieces"
            },
            "by": {
              "op": "piece-var",
              "of": "it",
              "name": "speed"
            },
            "order": "desc",
            "signal": "act"
          }
        ]
      },
      "announce": {
        "type": "object",
        "description": "Announces a text to the table: a public event every seat reads, even with closed eyes (Two Rooms' \"Closed!\"). Other events are hidden from seats whose eyes are closed.",
        "x-group": "knowledge",
        "properties": {
          "do": {
            "const": "announce",
            "description": "Discriminator: announce."
          },
          "text": {
            "$ref": "common.schema.json#/$defs/text",
            "description": "What is announced."
          },
          "by": {
            "$ref": "selector.schema.json",
            "description": "Who says it: a piece (the event names it and its seat) or a seat; default: nobody in particular."
          }
        },
        "required": [
          "do",
          "text"
        ],
        "additionalProperties": false,
        "examples": [
          {
            "do": "announce",
            "text": {
              "en": "Closed!"
            }
          },
          {
            "do": "announce",
            "by": "actor",
            "text": {
              "en": "It is red."
            }
          }
        ]
      },
      "restart": {
        "type": "object",
        "description": "Starts a new round on a fresh table (best-of-three matches): components, pieces (unless keepPieces) and delayed effects go, zones empty, counters return to their initial values except those kept, turns and actions are numbered from the start again, and the setup steps run again. Seats keep their roles, variables and markers.",
        "x-group": "endings",
        "properties": {
          "do": {
            "const": "restart",
            "description": "Discriminator: restart."
          },
          "keep": {
            "type": "array",
            "items": {
              "type": "string",
              "x-ref": "counter",
              "description": "A counter."
            },
            "description": "Counters that keep their value."
          },
          "keepPieces": {
            "type": "boolean",
            "description": "Pieces stay with their seats for the next round (a player keeps their character): each comes back active and off the table, with its variables and markers, its programme and actions done cleared, in the same turn order. Default false: pieces go with everything else."
          }
        },
        "required": [
          "do"
        ],
        "additionalProperties": false,
        "examples": [
          {
            "do": "restart",
            "keep": [
              "round"
            ]
          },
          {
            "do": "restart",
            "keep": [
              "round"
            ],
            "keepPieces": true
          }
        ]
      },
      "end-game": {
        "type": "object",
        "description": "Ends the match with an outcome; winners are the seats given (default none).",
        "x-group": "endings",
        "properties": {
          "do": {
            "const": "end-game",
            "description": "Discriminator: end-game."
          },
          "outcome": {
            "$ref": "common.schema.json#/$defs/name",
            "description": "The outcome, e.g. total-victory, defeat."
          },
          "winners": {
            "$ref": "selector.schema.json",
            "description": "The winning seats."
          },
          "reason": {
            "$ref": "common.schema.json#/$defs/text",
            "description": "Why."
          }
        },
        "required": [
          "do",
          "outcome"
        ],
        "additionalProperties": false,
        "examples": [
          {
            "do": "end-game",
            "outcome": "escaped",
            "winners": {
              "select": "seats"
            },
            "reason": {
              "en": "Everyone got out."
            }
          }
        ]
      },
      "effects": {
        "type": "array",
        "description": "Effects, run in order.",
        "items": {
          "$ref": "#"
        }
      },
      "deal-decks": {
        "type": "object",
        "description": "Deals the mode's `setup.decks` table: each line's cards (a deck of the pack, or the line's own entries) are created in listed order at the bottom of its zone, then shuffled with the seeded RNG unless the line (or the deck) says `shuffled: false`.",
        "x-group": "components",
        "properties": {
          "do": {
            "const": "deal-decks",
            "description": "Discriminator: deal-decks."
          },
          "zones": {
            "type": "array",
            "items": {
              "type": "string",
              "minLength": 1,
              "x-ref": "zone",
              "description": "A zone named by a line of `setup.decks`."
            },
            "description": "Only the lines dealing into these zones (default: every line)."
          }
        },
        "required": [
          "do"
        ],
        "additionalProperties": false,
        "examples": [
          {
            "do": "deal-decks"
          },
          {
            "do": "deal-decks",
            "zones": [
              "mac-deck"
            ]
          }
        ]
      },
      "swap-pieces": {
        "type": "object",
        "description": "Two pieces trade places: each goes where the other stood (on a component or in a zone). Nothing happens unless both are active and on the table. By default no enter/leave triggers fire (a swap is not a walk through a door); `fire: true` makes each piece enter the other's place as a move would.",
        "x-group": "movement",
        "properties": {
          "do": {
            "const": "swap-pieces",
            "description": "Discriminator: swap-pieces."
          },
          "a": {
            "$ref": "selector.schema.json",
            "description": "The first piece (the first item of the selection)."
          },
          "b": {
            "$ref": "selector.schema.json",
            "description": "The second piece (the first item of the selection)."
          },
          "fire": {
            "type": "boolean",
            "description": "Fire leave and enter triggers for both pieces, as move-piece does (default false)."
          }
        },
        "required": [
          "do",
          "a",
          "b"
        ],
        "additionalProperties": false,
        "examples": [
          {
            "do": "swap-pieces",
            "a": "actor",
            "b": "target"
          },
          {
            "do": "swap-pieces",
            "a": "actor",
            "b": "target",
            "fire": true
          }
        ]
      },
      "ask-text": {
        "type": "object",
        "description": "A seat types a short text of a declared format — so many digits or upper-case letters — instead of picking among options (a decision whose answer is `text:<value>`; a malformed answer is refused). The text is bound to `as`, then `then` runs. The format is `alphabet` + `length`, or `like`: the code shape the component's definition declares (a room's `code`); with no format (a room that takes no code), `else` runs instead. A seat nobody plays types a random well-formed text.",
        "x-group": "choices",
        "properties": {
          "do": {
            "const": "ask-text",
            "description": "Discriminator: ask-text."
          },
          "seat": {
            "$ref": "selector.schema.json",
            "description": "The seat that types (default: the bound `seat`)."
          },
          "prompt": {
            "$ref": "common.schema.json#/$defs/text",
            "description": "What the seat is asked; the format is added in words (\"(4 digits)\")."
          },
          "like": {
            "$ref": "selector.schema.json",
            "description": "A component whose definition declares the format (a room's `code` shape). Example: {\"select\": \"location\", \"of\": \"actor\"}."
          },
          "alphabet": {
            "$ref": "expression.schema.json",
            "description": "The symbols allowed when no `like` is given: \"digits\" (0–9) or \"letters\" (A–Z, upper case)."
          },
          "length": {
            "$ref": "expression.schema.json",
            "description": "How many symbols (1–12) when no `like` is given."
          },
          "as": {
            "$ref": "common.schema.json#/$defs/name",
            "description": "Binding name of the typed text (default text)."
          },
          "then": {
            "$ref": "effect.schema.json#/$defs/effects",
            "description": "Effects after the answer, with the text bound."
          },
          "else": {
            "$ref": "effect.schema.json#/$defs/effects",
            "description": "Effects when there is no format to ask for."
          }
        },
        "required": [
          "do",
          "then"
        ],
        "additionalProperties": false,
        "examples": [
          {
            "do": "ask-text",
            "like": {
              "select": "location",
              "of": "actor"
            },
            "as": "code",
            "prompt": "Type the code",
            "then": [
              {
                "do": "if",
                "if": {
                  "op": "secret-matches",
                  "of": {
                    "select": "location",
                    "of": "actor"
                  },
                  "value": {
                    "op": "get",
                    "name": "code"
                  }
                },
                "then": [
                  {
                    "do": "set-counter",
                    "counter": "open",
                    "value": 1
                  }
                ]
              }
            ]
          },
          {
            "do": "ask-text",
            "alphabet": "digits",
            "length": 3,
            "as": "guess",
            "then": []
          }
        ]
      },
      "deal-scenario": {
        "type": "object",
        "description": "Creates the cards of the scenario (an enigma-scenario entity) that a match option names, face down, into a zone, in the order the scenario lists them, and records the scenario played in that option. Without the option: the lowest-numbered scenario made for this mode, else the lowest-numbered of all. `secret-matches` reads the same option.",
        "x-group": "components",
        "properties": {
          "do": {
            "const": "deal-scenario",
            "description": "Discriminator: deal-scenario."
          },
          "to": {
            "$ref": "common.schema.json#/$defs/zone-ref",
            "description": "The zone the cards go to (bottom of a stack, in listed order)."
          },
          "option": {
            "$ref": "common.schema.json#/$defs/name",
            "description": "The match option naming the scenario (default scenario)."
          }
        },
        "required": [
          "do",
          "to"
        ],
        "additionalProperties": false,
        "examples": [
          {
            "do": "deal-scenario",
            "to": "enigmas"
          }
        ]
      }
    },
    "examples": [
      {
        "do": "eliminate",
        "piece": "piece"
      }
    ]
  },
  "https://roomsmith.dev/schemas/vocabulary/ending.schema.json": {
    "$schema": "https://json-schema.org/draft/2020-12/schema",
    "$id": "https://roomsmith.dev/schemas/vocabulary/ending.schema.json",
    "title": "Ending",
    "description": "A way the match ends, checked in order after every action, phase and before every decision.",
    "type": "object",
    "additionalProperties": false,
    "required": [
      "when",
      "outcome"
    ],
    "properties": {
      "when": {
        "$ref": "condition.schema.json",
        "description": "The match ends when this holds."
      },
      "outcome": {
        "$ref": "common.schema.json#/$defs/name",
        "description": "The outcome label."
      },
      "winners": {
        "$ref": "selector.schema.json",
        "description": "The winning seats (default none)."
      },
      "text": {
        "$ref": "common.schema.json#/$defs/text",
        "description": "What is announced."
      }
    },
    "examples": [
      {
        "when": {
          "op": "ge",
          "a": {
            "op": "count",
            "of": {
              "select": "pieces",
              "status": "eliminated"
            }
          },
          "b": 2
        },
        "outcome": "defeat",
        "text": "Two prisoners died."
      }
    ]
  },
  "https://roomsmith.dev/schemas/vocabulary/expression.schema.json": {
    "$schema": "https://json-schema.org/draft/2020-12/schema",
    "$id": "https://roomsmith.dev/schemas/vocabulary/expression.schema.json",
    "title": "Expression",
    "description": "A value computed from the state: a number, text or boolean. A bare JSON number, string or boolean is a literal.",
    "$defs": {
      "object": {
        "type": "object",
        "description": "The object form.",
        "discriminator": {
          "propertyName": "op"
        },
        "properties": {
          "op": {
            "type": "string",
            "description": "Which expression this is."
          }
        },
        "required": [
          "op"
        ],
        "oneOf": [
          {
            "$ref": "#/$defs/count"
          },
          {
            "$ref": "#/$defs/counter"
          },
          {
            "$ref": "#/$defs/get"
          },
          {
            "$ref": "#/$defs/option"
          },
          {
            "$ref": "#/$defs/seat-var"
          },
          {
            "$ref": "#/$defs/piece-var"
          },
          {
            "$ref": "#/$defs/prop"
          },
          {
            "$ref": "#/$defs/marker"
          },
          {
            "$ref": "#/$defs/is"
          },
          {
            "$ref": "#/$defs/face-up"
          },
          {
            "$ref": "#/$defs/seen"
          },
          {
            "$ref": "#/$defs/in-region"
          },
          {
            "$ref": "#/$defs/in-zone"
          },
          {
            "$ref": "#/$defs/same"
          },
          {
            "$ref": "#/$defs/contains"
          },
          {
            "$ref": "#/$defs/axis"
          },
          {
            "$ref": "#/$defs/role"
          },
          {
            "$ref": "#/$defs/team"
          },
          {
            "$ref": "#/$defs/flag"
          },
          {
            "$ref": "#/$defs/add"
          },
          {
            "$ref": "#/$defs/sub"
          },
          {
            "$ref": "#/$defs/mul"
          },
          {
            "$ref": "#/$defs/min"
          },
          {
            "$ref": "#/$defs/max"
          },
          {
            "$ref": "#/$defs/eq"
          },
          {
            "$ref": "#/$defs/ne"
          },
          {
            "$ref": "#/$defs/lt"
          },
          {
            "$ref": "#/$defs/le"
          },
          {
            "$ref": "#/$defs/gt"
          },
          {
            "$ref": "#/$defs/ge"
          },
          {
            "$ref": "#/$defs/and"
          },
          {
            "$ref": "#/$defs/or"
          },
          {
            "$ref": "#/$defs/not"
          },
          {
            "$ref": "#/$defs/if"
          },
          {
            "$ref": "#/$defs/setup-turns"
          },
          {
            "$ref": "#/$defs/secret-matches"
          },
          {
            "$ref": "#/$defs/grid-pattern"
          },
          {
            "$ref": "#/$defs/distinct"
          },
          {
            "$ref": "#/$defs/condition-of"
          }
        ]
      },
      "count": {
        "type": "object",
        "description": "How many items a selector gives.",
        "x-group": "reading the table",
        "properties": {
          "op": {
            "const": "count",
            "description": "Discriminator: count."
          },
          "of": {
            "$ref": "selector.schema.json",
            "description": "The selector."
          }
        },
        "required": [
          "op",
          "of"
        ],
        "additionalProperties": false,
        "examples": [
          {
            "op": "count",
            "of": {
              "select": "pieces",
              "on": "self"
            }
          }
        ]
      },
      "counter": {
        "type": "object",
        "description": "The value of a counter the mode declares.",
        "x-group": "reading the table",
        "properties": {
          "op": {
            "const": "counter",
            "description": "Discriminator: counter."
          },
          "name": {
            "type": "string",
            "minLength": 1,
            "description": "The counter.",
            "x-ref": "counter"
          }
        },
        "required": [
          "op",
          "name"
        ],
        "additionalProperties": false,
        "examples": [
          {
            "op": "counter",
            "name": "turns-left"
          }
        ]
      },
      "get": {
        "type": "object",
        "description": "The value of a number/text/boolean bound with let, or a trigger binding such as `phase`, `action`.",
        "x-group": "reading the table",
        "properties": {
          "op": {
            "const": "get",
            "description": "Discriminator: get."
          },
          "name": {
            "$ref": "common.schema.json#/$defs/name",
            "description": "The bound name."
          }
        },
        "required": [
          "op",
          "name"
        ],
        "additionalProperties": false
      },
      "option": {
        "type": "object",
        "description": "A match option (createMatch options), or a default when absent.",
        "x-group": "reading the table",
        "properties": {
          "op": {
            "const": "option",
            "description": "Discriminator: option."
          },
          "name": {
            "$ref": "common.schema.json#/$defs/name",
            "description": "The option."
          },
          "default": {
            "description": "Value when the option is absent.",
            "anyOf": [
              {
                "type": "number",
                "description": "A number."
              },
              {
                "type": "string",
                "description": "A text."
              },
              {
                "type": "boolean",
                "description": "A flag."
              }
            ]
          }
        },
        "required": [
          "op",
          "name"
        ],
        "additionalProperties": false
      },
      "seat-var": {
        "type": "object",
        "description": "A variable of the first seat the selector gives (0 when unset).",
        "x-group": "reading the table",
        "properties": {
          "op": {
            "const": "seat-var",
            "description": "Discriminator: seat-var."
          },
          "of": {
            "$ref": "selector.schema.json",
            "description": "The seat."
          },
          "name": {
            "$ref": "common.schema.json#/$defs/name",
            "description": "The variable."
          }
        },
        "required": [
          "op",
          "of",
          "name"
        ],
        "additionalProperties": false,
        "examples": [
          {
            "op": "seat-var",
            "of": "seat",
            "name": "pass"
          }
        ]
      },
      "piece-var": {
        "type": "object",
        "description": "A variable of the first piece the selector gives (0 when unset).",
        "x-group": "reading the table",
        "properties": {
          "op": {
            "const": "piece-var",
            "description": "Discriminator: piece-var."
          },
          "of": {
            "$ref": "selector.schema.json",
            "description": "The piece."
          },
          "name": {
            "$ref": "common.schema.json#/$defs/name",
            "description": "The variable."
          }
        },
        "required": [
          "op",
          "of",
          "name"
        ],
        "additionalProperties": false
      },
      "prop": {
        "type": "object",
        "description": "A property of the definition of the first item (its `props`: colour, number, …); null when absent.",
        "x-group": "reading the table",
        "properties": {
          "op": {
            "const": "prop",
            "description": "Discriminator: prop."
          },
          "of": {
            "$ref": "selector.schema.json",
            "description": "The component or piece."
          },
          "name": {
            "$ref": "common.schema.json#/$defs/name",
            "description": "The property."
          }
        },
        "required": [
          "op",
          "of",
          "name"
        ],
        "additionalProperties": false,
        "examples": [
          {
            "op": "prop",
            "of": "target",
            "name": "colour"
          }
        ]
      },
      "marker": {
        "type": "object",
        "description": "How many of a marker the first item carries (0 when none): the copies `owner` owns, or without owner every copy.",
        "x-group": "reading the table",
        "properties": {
          "op": {
            "const": "marker",
            "description": "Discriminator: marker."
          },
          "of": {
            "$ref": "selector.schema.json",
            "description": "The component, piece or seat."
          },
          "name": {
            "$ref": "common.schema.json#/$defs/name",
            "description": "The marker.",
            "x-ref": "marker"
          },
          "owner": {
            "$ref": "selector.schema.json",
            "description": "Only copies this seat owns."
          }
        },
        "required": [
          "op",
          "of",
          "name"
        ],
        "additionalProperties": false
      },
      "is": {
        "type": "object",
        "description": "True when the selector gives at least one item and every item is an instance of one of these definitions.",
        "x-group": "tests",
        "properties": {
          "op": {
            "const": "is",
            "description": "Discriminator: is."
          },
          "of": {
            "$ref": "selector.schema.json",
            "description": "The items."
          },
          "def": {
            "description": "The definitions (rooms, cards or characters).",
            "anyOf": [
              {
                "type": "string",
                "minLength": 1,
                "x-ref": [
                  "room",
                  "card",
                  "character",
                  "piece",
                  "puzzle-card"
                ],
                "description": "One name."
              },
              {
                "type": "array",
                "items": {
                  "type": "string",
                  "minLength": 1,
                  "x-ref": [
                    "room",
                    "card",
                    "character",
                    "piece",
                    "puzzle-card"
                  ],
                  "description": "One name."
                },
                "minItems": 1,
                "description": "Several names."
              }
            ]
          }
        },
        "required": [
          "op",
          "of",
          "def"
        ],
        "additionalProperties": false,
        "examples": [
          {
            "op": "is",
            "of": "target",
            "def": "central"
          }
        ]
      },
      "face-up": {
        "type": "object",
        "description": "True when the first component is face up.",
        "x-group": "tests",
        "properties": {
          "op": {
            "const": "face-up",
            "description": "Discriminator: face-up."
          },
          "of": {
            "$ref": "selector.schema.json",
            "description": "The component."
          }
        },
        "required": [
          "op",
          "of"
        ],
        "additionalProperties": false
      },
      "seen": {
        "type": "object",
        "description": "True when the seat has seen the first component (or it is face up).",
        "x-group": "tests",
        "properties": {
          "op": {
            "const": "seen",
            "description": "Discriminator: seen."
          },
          "of": {
            "$ref": "selector.schema.json",
            "description": "The component."
          },
          "seat": {
            "$ref": "selector.schema.json",
            "description": "The seat (default: the bound seat)."
          }
        },
        "required": [
          "op",
          "of"
        ],
        "additionalProperties": false
      },
      "in-region": {
        "type": "object",
        "description": "True when the first component stands in a cell of this region of its grid zone.",
        "x-group": "tests",
        "properties": {
          "op": {
            "const": "in-region",
            "description": "Discriminator: in-region."
          },
          "of": {
            "$ref": "selector.schema.json",
            "description": "The component (or piece: the component it stands on)."
          },
          "region": {
            "$ref": "common.schema.json#/$defs/name",
            "description": "The region."
          }
        },
        "required": [
          "op",
          "of",
          "region"
        ],
        "additionalProperties": false,
        "examples": [
          {
            "op": "in-region",
            "of": "self",
            "region": "exit"
          }
        ]
      },
      "in-zone": {
        "type": "object",
        "description": "True when the first item is in this zone (for a piece: stands on a component in it, or in it).",
        "x-group": "tests",
        "properties": {
          "op": {
            "const": "in-zone",
            "description": "Discriminator: in-zone."
          },
          "of": {
            "$ref": "selector.schema.json",
            "description": "The item."
          },
          "zone": {
            "$ref": "common.schema.json#/$defs/zone-ref",
            "description": "The zone."
          }
        },
        "required": [
          "op",
          "of",
          "zone"
        ],
        "additionalProperties": false
      },
      "same": {
        "type": "object",
        "description": "True when both selectors give the same items in the same order.",
        "x-group": "tests",
        "properties": {
          "op": {
            "const": "same",
            "description": "Discriminator: same."
          },
          "a": {
            "$ref": "selector.schema.json",
            "description": "Left."
          },
          "b": {
            "$ref": "selector.schema.json",
            "description": "Right."
          }
        },
        "required": [
          "op",
          "a",
          "b"
        ],
        "additionalProperties": false,
        "examples": [
          {
            "op": "same",
            "a": "actor",
            "b": "piece"
          }
        ]
      },
      "contains": {
        "type": "object",
        "description": "True when every item of `item` is among what `of` gives.",
        "x-group": "tests",
        "properties": {
          "op": {
            "const": "contains",
            "description": "Discriminator: contains."
          },
          "of": {
            "$ref": "selector.schema.json",
            "description": "The collection."
          },
          "item": {
            "$ref": "selector.schema.json",
            "description": "The items looked for."
          }
        },
        "required": [
          "op",
          "of",
          "item"
        ],
        "additionalProperties": false
      },
      "axis": {
        "type": "object",
        "description": "The direction from the first `from` component to the first `to` component in their grid: 1 same row, 2 same column, 0 otherwise (pieces count as the component they stand on).",
        "x-group": "reading the table",
        "properties": {
          "op": {
            "const": "axis",
            "description": "Discriminator: axis."
          },
          "from": {
            "$ref": "selector.schema.json",
            "description": "From."
          },
          "to": {
            "$ref": "selector.schema.json",
            "description": "To."
          }
        },
        "required": [
          "op",
          "from",
          "to"
        ],
        "additionalProperties": false
      },
      "role": {
        "type": "object",
        "description": "The role of the first seat (or of the seat controlling the first piece); null when none.",
        "x-group": "reading the table",
        "properties": {
          "op": {
            "const": "role",
            "description": "Discriminator: role."
          },
          "of": {
            "$ref": "selector.schema.json",
            "description": "The seat or piece."
          }
        },
        "required": [
          "op",
          "of"
        ],
        "additionalProperties": false
      },
      "team": {
        "type": "object",
        "description": "The team of the first seat (or of the seat controlling the first piece); null when none.",
        "x-group": "reading the table",
        "properties": {
          "op": {
            "const": "team",
            "description": "Discriminator: team."
          },
          "of": {
            "$ref": "selector.schema.json",
            "description": "The seat or piece."
          }
        },
        "required": [
          "op",
          "of"
        ],
        "additionalProperties": false,
        "examples": [
          {
            "op": "team",
            "of": "seat"
          }
        ]
      },
      "flag": {
        "type": "object",
        "description": "Whether a flag modifier of this name is in force now (true/false), e.g. whether table talk is forbidden.",
        "x-group": "reading the table",
        "properties": {
          "op": {
            "const": "flag",
            "description": "Discriminator: flag."
          },
          "name": {
            "$ref": "common.schema.json#/$defs/name",
            "description": "The flag."
          }
        },
        "required": [
          "op",
          "name"
        ],
        "additionalProperties": false,
        "examples": [
          {
            "op": "flag",
            "name": "no-communication"
          }
        ]
      },
      "add": {
        "type": "object",
        "description": "Sum.",
        "x-group": "arithmetic",
        "properties": {
          "op": {
            "const": "add",
            "description": "Discriminator: add."
          },
          "args": {
            "type": "array",
            "items": {
              "$ref": "expression.schema.json"
            },
            "minItems": 1,
            "description": "Terms."
          }
        },
        "required": [
          "op",
          "args"
        ],
        "additionalProperties": false
      },
      "sub": {
        "type": "object",
        "description": "First minus the others.",
        "x-group": "arithmetic",
        "properties": {
          "op": {
            "const": "sub",
            "description": "Discriminator: sub."
          },
          "args": {
            "type": "array",
            "items": {
              "$ref": "expression.schema.json"
            },
            "minItems": 1,
            "description": "Terms."
          }
        },
        "required": [
          "op",
          "args"
        ],
        "additionalProperties": false
      },
      "mul": {
        "type": "object",
        "description": "Product.",
        "x-group": "arithmetic",
        "properties": {
          "op": {
            "const": "mul",
            "description": "Discriminator: mul."
          },
          "args": {
            "type": "array",
            "items": {
              "$ref": "expression.schema.json"
            },
            "minItems": 1,
            "description": "Factors."
          }
        },
        "required": [
          "op",
          "args"
        ],
        "additionalProperties": false
      },
      "min": {
        "type": "object",
        "description": "Smallest.",
        "x-group": "arithmetic",
        "properties": {
          "op": {
            "const": "min",
            "description": "Discriminator: min."
          },
          "args": {
            "type": "array",
            "items": {
              "$ref": "expression.schema.json"
            },
            "minItems": 1,
            "description": "Values."
          }
        },
        "required": [
          "op",
          "args"
        ],
        "additionalProperties": false
      },
      "max": {
        "type": "object",
        "description": "Largest.",
        "x-group": "arithmetic",
        "properties": {
          "op": {
            "const": "max",
            "description": "Discriminator: max."
          },
          "args": {
            "type": "array",
            "items": {
              "$ref": "expression.schema.json"
            },
            "minItems": 1,
            "description": "Values."
          }
        },
        "required": [
          "op",
          "args"
        ],
        "additionalProperties": false
      },
      "eq": {
        "type": "object",
        "description": "Equal.",
        "x-group": "comparison",
        "properties": {
          "op": {
            "const": "eq",
            "description": "Discriminator: eq."
          },
          "a": {
            "$ref": "expression.schema.json",
            "description": "Left operand."
          },
          "b": {
            "$ref": "expression.schema.json",
            "description": "Right operand."
          }
        },
        "required": [
          "op",
          "a",
          "b"
        ],
        "additionalProperties": false,
        "examples": [
          {
            "op": "eq",
            "a": {
              "op": "counter",
              "name": "turns-left"
            },
            "b": 1
          }
        ]
      },
      "ne": {
        "type": "object",
        "description": "Not equal.",
        "x-group": "comparison",
        "properties": {
          "op": {
            "const": "ne",
            "description": "Discriminator: ne."
          },
          "a": {
            "$ref": "expression.schema.json",
            "description": "Left operand."
          },
          "b": {
            "$ref": "expression.schema.json",
            "description": "Right operand."
          }
        },
        "required": [
          "op",
          "a",
          "b"
        ],
        "additionalProperties": false,
        "examples": [
          {
            "op": "ne",
            "a": {
              "op": "counter",
              "name": "turns-left"
            },
            "b": 1
          }
        ]
      },
      "lt": {
        "type": "object",
        "description": "Less than.",
        "x-group": "comparison",
        "properties": {
          "op": {
            "const": "lt",
            "description": "Discriminator: lt."
          },
          "a": {
            "$ref": "expression.schema.json",
            "description": "Left operand."
          },
          "b": {
            "$ref": "expression.schema.json",
            "description": "Right operand."
          }
        },
        "required": [
          "op",
          "a",
          "b"
        ],
        "additionalProperties": false,
        "examples": [
          {
            "op": "lt",
            "a": {
              "op": "counter",
              "name": "turns-left"
            },
            "b": 1
          }
        ]
      },
      "le": {
        "type": "object",
        "description": "Less or equal.",
        "x-group": "comparison",
        "properties": {
          "op": {
            "const": "le",
            "description": "Discriminator: le."
          },
          "a": {
            "$ref": "expression.schema.json",
            "description": "Left operand."
          },
          "b": {
            "$ref": "expression.schema.json",
            "description": "Right operand."
          }
        },
        "required": [
          "op",
          "a",
          "b"
        ],
        "additionalProperties": false,
        "examples": [
          {
            "op": "le",
            "a": {
              "op": "counter",
              "name": "turns-left"
            },
            "b": 1
          }
        ]
      },
      "gt": {
        "type": "object",
        "description": "Greater than.",
        "x-group": "comparison",
        "properties": {
          "op": {
            "const": "gt",
            "description": "Discriminator: gt."
          },
          "a": {
            "$ref": "expression.schema.json",
            "description": "Left operand."
          },
          "b": {
            "$ref": "expression.schema.json",
            "description": "Right operand."
          }
        },
        "required": [
          "op",
          "a",
          "b"
        ],
        "additionalProperties": false,
        "examples": [
          {
            "op": "gt",
            "a": {
              "op": "counter",
              "name": "turns-left"
            },
            "b": 1
          }
        ]
      },
      "ge": {
        "type": "object",
        "description": "Greater or equal.",
        "x-group": "comparison",
        "properties": {
          "op": {
            "const": "ge",
            "description": "Discriminator: ge."
          },
          "a": {
            "$ref": "expression.schema.json",
            "description": "Left operand."
          },
          "b": {
            "$ref": "expression.schema.json",
            "description": "Right operand."
          }
        },
        "required": [
          "op",
          "a",
          "b"
        ],
        "additionalProperties": false,
        "examples": [
          {
            "op": "ge",
            "a": {
              "op": "counter",
              "name": "turns-left"
            },
            "b": 1
          }
        ]
      },
      "and": {
        "type": "object",
        "description": "True when all hold (stops at the first false).",
        "x-group": "logic",
        "properties": {
          "op": {
            "const": "and",
            "description": "Discriminator: and."
          },
          "args": {
            "type": "array",
            "items": {
              "$ref": "expression.schema.json"
            },
            "minItems": 1,
            "description": "Conditions."
          }
        },
        "required": [
          "op",
          "args"
        ],
        "additionalProperties": false
      },
      "or": {
        "type": "object",
        "description": "True when any holds (stops at the first true).",
        "x-group": "logic",
        "properties": {
          "op": {
            "const": "or",
            "description": "Discriminator: or."
          },
          "args": {
            "type": "array",
            "items": {
              "$ref": "expression.schema.json"
            },
            "minItems": 1,
            "description": "Conditions."
          }
        },
        "required": [
          "op",
          "args"
        ],
        "additionalProperties": false
      },
      "not": {
        "type": "object",
        "description": "Negation.",
        "x-group": "logic",
        "properties": {
          "op": {
            "const": "not",
            "description": "Discriminator: not."
          },
          "arg": {
            "$ref": "expression.schema.json",
            "description": "The condition."
          }
        },
        "required": [
          "op",
          "arg"
        ],
        "additionalProperties": false
      },
      "if": {
        "type": "object",
        "description": "Choice of value.",
        "x-group": "logic",
        "properties": {
          "op": {
            "const": "if",
            "description": "Discriminator: if."
          },
          "if": {
            "$ref": "condition.schema.json",
            "description": "Test."
          },
          "then": {
            "$ref": "expression.schema.json",
            "description": "Value when it holds."
          },
          "else": {
            "$ref": "expression.schema.json",
            "description": "Value otherwise."
          }
        },
        "required": [
          "op",
          "if",
          "then",
          "else"
        ],
        "additionalProperties": false
      },
      "setup-turns": {
        "type": "object",
        "description": "The turn count the mode's `setup.turns` table gives for a number of characters: the first line whose range holds it; 0 when none does.",
        "x-group": "reading the table",
        "properties": {
          "op": {
            "const": "setup-turns",
            "description": "Discriminator: setup-turns."
          },
          "characters": {
            "$ref": "expression.schema.json",
            "description": "The number of characters to look up. Default: the active pieces of character definitions."
          }
        },
        "required": [
          "op"
        ],
        "additionalProperties": false,
        "examples": [
          {
            "op": "setup-turns"
          },
          {
            "op": "setup-turns",
            "characters": 5
          }
        ]
      },
      "secret-matches": {
        "type": "object",
        "description": "True when the text is the secret that the scenario in play (the match option, as deal-scenario reads it) keeps for the first component's definition: its salted SHA-256 equals the stored one. False when the scenario keeps no secret for it. Codes are never stored in clear.",
        "x-group": "tests",
        "properties": {
          "op": {
            "const": "secret-matches",
            "description": "Discriminator: secret-matches."
          },
          "of": {
            "$ref": "selector.schema.json",
            "description": "The component whose definition the secret belongs to (a Secret Code room)."
          },
          "value": {
            "$ref": "expression.schema.json",
            "description": "The text to check (an `ask-text` answer)."
          },
          "option": {
            "$ref": "common.schema.json#/$defs/name",
            "description": "The match option naming the scenario (default scenario)."
          }
        },
        "required": [
          "op",
          "of",
          "value"
        ],
        "additionalProperties": false,
        "examples": [
          {
            "op": "secret-matches",
            "of": {
              "select": "location",
              "of": "actor"
            },
            "value": {
              "op": "get",
              "name": "code"
            }
          }
        ]
      },
      "grid-pattern": {
        "type": "object",
        "description": "How many placements of a small pattern of cells hold on a grid zone (0 when none; read as a condition: true when at least one does). A placement puts the pattern's origin on the anchor's cell (offsets relative to it) or, without an anchor, on the grid's top-left cell (offsets are absolute positions), turned by one of the orientations `orient` allows. A cell of a placement holds when it is on the grid, a component lies there and `where` holds for it (bound as `it`); off-grid and empty cells never hold. With `match: all` a placement counts when every cell holds, with `any` when at least one does. Placements that cover the same cells with the same tests are counted once. Cheap by construction: at most 25 cells and 8 orientations.",
        "x-group": "reading the table",
        "properties": {
          "op": {
            "const": "grid-pattern",
            "description": "Discriminator: grid-pattern."
          },
          "anchor": {
            "$ref": "selector.schema.json",
            "description": "The component (or piece: the component it stands on) whose cell is the pattern's origin; its grid is the zone. Without it the pattern is absolute: offsets are rows and columns of `zone`, from the top-left cell."
          },
          "zone": {
            "$ref": "common.schema.json#/$defs/zone-ref",
            "description": "The grid zone (needed without an anchor; with one, the anchor's grid is used)."
          },
          "cells": {
            "type": "array",
            "minItems": 1,
            "maxItems": 25,
            "description": "The pattern: up to 25 cells, each an offset from the origin and a test.",
            "items": {
              "type": "object",
              "additionalProperties": false,
              "required": [
                "at"
              ],
              "description": "One cell of the pattern.",
              "properties": {
                "at": {
                  "type": "array",
                  "description": "[row offset, column offset] from the origin (row grows downwards, column to the right); absolute [row, column] without an anchor.",
                  "prefixItems": [
                    {
                      "type": "integer",
                      "minimum": -63,
                      "maximum": 63,
                      "description": "Row offset."
                    },
                    {
                      "type": "integer",
                      "minimum": -63,
                      "maximum": 63,
                      "description": "Column offset."
                    }
                  ],
                  "items": false,
                  "minItems": 2
                },
                "where": {
                  "$ref": "condition.schema.json",
                  "description": "What the component on that cell must satisfy (bound as `it`); without it, any component will do."
                }
              }
            }
          },
          "orient": {
            "description": "Which turns of the pattern are tried (default fixed).",
            "oneOf": [
              {
                "const": "fixed",
                "description": "As written only: the board's orientation is fixed (a plan read with the Board Orientation indicator)."
              },
              {
                "const": "rotate",
                "description": "The four quarter turns (about the origin, or about the grid's centre without an anchor): \"next to\" in any direction."
              },
              {
                "const": "rotate-reflect",
                "description": "The four quarter turns and their mirror images (8 orientations)."
              }
            ]
          },
          "match": {
            "description": "When a placement counts (default all).",
            "oneOf": [
              {
                "const": "all",
                "description": "Every cell of the pattern holds."
              },
              {
                "const": "any",
                "description": "At least one cell holds (a list of positions: \"on one of these\")."
              }
            ]
          }
        },
        "required": [
          "op",
          "cells"
        ],
        "additionalProperties": false,
        "examples": [
          {
            "op": "grid-pattern",
            "anchor": "room",
            "orient": "rotate",
            "cells": [
              {
                "at": [
                  -1,
                  0
                ],
                "where": {
                  "op": "eq",
                  "a": {
                    "op": "prop",
                    "of": "it",
                    "name": "colour"
                  },
                  "b": "red"
                }
              }
            ]
          },
          {
            "op": "grid-pattern",
            "zone": "complex",
            "match": "any",
            "cells": [
              {
                "at": [
                  0,
                  0
                ],
                "where": {
                  "op": "same",
                  "a": "it",
                  "b": "room"
                }
              },
              {
                "at": [
                  4,
                  4
                ],
                "where": {
                  "op": "same",
                  "a": "it",
                  "b": "room"
                }
              }
            ]
          }
        ]
      },
      "distinct": {
        "type": "object",
        "description": "How many different values the items of a selector have: by default their definitions (two Dark Rooms are one), or the value of `by` for each item (bound as `it`); items whose value is null are not counted. Compare with count to ask for identical items: count > distinct means two are alike.",
        "x-group": "reading the table",
        "properties": {
          "op": {
            "const": "distinct",
            "description": "Discriminator: distinct."
          },
          "of": {
            "$ref": "selector.schema.json",
            "description": "The items."
          },
          "by": {
            "$ref": "expression.schema.json",
            "description": "The value compared, read for each item as `it` (default: its definition)."
          }
        },
        "required": [
          "op",
          "of"
        ],
        "additionalProperties": false,
        "examples": [
          {
            "op": "distinct",
            "of": {
              "select": "adjacent",
              "of": "room"
            }
          },
          {
            "op": "distinct",
            "of": {
              "select": "line",
              "of": "room",
              "axis": "row"
            },
            "by": {
              "op": "prop",
              "of": "it",
              "name": "colour"
            }
          }
        ]
      },
      "condition-of": {
        "type": "object",
        "description": "True when every item (at least one) is an instance of a definition that carries a condition (a puzzle card) and that condition holds, read in the current bindings plus those `with` gives. False for a definition without a condition. Conditions nested through condition-of more than 4 deep read false, so a card naming itself cannot loop.",
        "x-group": "tests",
        "properties": {
          "op": {
            "const": "condition-of",
            "description": "Discriminator: condition-of."
          },
          "of": {
            "$ref": "selector.schema.json",
            "description": "The cards (components) whose conditions are checked."
          },
          "with": {
            "type": "object",
            "description": "Names bound while the conditions are read, each to what a selector gives (e.g. room: the room tested).",
            "propertyNames": {
              "pattern": "^[a-z][a-z0-9-]*$"
            },
            "additionalProperties": {
              "$ref": "selector.schema.json",
              "description": "What the name is bound to."
            },
            "maxProperties": 8
          }
        },
        "required": [
          "op",
          "of"
        ],
        "additionalProperties": false,
        "examples": [
          {
            "op": "condition-of",
            "of": {
              "select": "components",
              "zone": "puzzle-used"
            },
            "with": {
              "room": {
                "select": "components",
                "def": "room25:room-25"
              }
            }
          }
        ]
      }
    },
    "anyOf": [
      {
        "type": "number",
        "description": "A literal number."
      },
      {
        "type": "boolean",
        "description": "A literal boolean."
      },
      {
        "type": "string",
        "description": "A literal text value (compare with prop, role, get)."
      },
      {
        "type": "null",
        "description": "Nothing (absent property)."
      },
      {
        "$ref": "#/$defs/object"
      }
    ],
    "examples": [
      3,
      {
        "op": "ge",
        "a": {
          "op": "count",
          "of": {
            "select": "pieces",
            "on": "self"
          }
        },
        "b": 2
      }
    ]
  },
  "https://roomsmith.dev/schemas/vocabulary/modifier.schema.json": {
    "$schema": "https://json-schema.org/draft/2020-12/schema",
    "$id": "https://roomsmith.dev/schemas/vocabulary/modifier.schema.json",
    "title": "Modifier",
    "description": "A standing rule while a condition holds: what pieces may do, where they may go, how tiles behave.",
    "type": "object",
    "discriminator": {
      "propertyName": "rule"
    },
    "properties": {
      "rule": {
        "type": "string",
        "description": "Which modifier this is."
      }
    },
    "required": [
      "rule"
    ],
    "oneOf": [
      {
        "$ref": "#/$defs/forbid-action"
      },
      {
        "$ref": "#/$defs/restrict-targets"
      },
      {
        "$ref": "#/$defs/block-entry"
      },
      {
        "$ref": "#/$defs/max-program"
      },
      {
        "$ref": "#/$defs/random-program"
      },
      {
        "$ref": "#/$defs/leave-grid-on-shift"
      },
      {
        "$ref": "#/$defs/flag"
      },
      {
        "$ref": "#/$defs/forbid-program"
      }
    ],
    "$defs": {
      "forbid-action": {
        "type": "object",
        "x-group": "actions",
        "description": "The pieces may not perform these actions (a programmed one is lost).",
        "properties": {
          "rule": {
            "const": "forbid-action",
            "description": "Discriminator: forbid-action."
          },
          "while": {
            "$ref": "condition.schema.json",
            "description": "Only while this holds (binds self, piece)."
          },
          "scope": {
            "description": "Whom it applies to. On a room/card the default is occupants (pieces standing on it); on a character, that piece; on a mode, everyone.",
            "oneOf": [
              {
                "const": "occupants",
                "description": "Pieces on this component."
              },
              {
                "const": "self",
                "description": "This piece (characters)."
              },
              {
                "const": "all",
                "description": "Every piece."
              }
            ]
          },
          "actions": {
            "description": "The actions.",
            "anyOf": [
              {
                "type": "string",
                "minLength": 1,
                "x-ref": "action",
                "description": "One name."
              },
              {
                "type": "array",
                "items": {
                  "type": "string",
                  "minLength": 1,
                  "x-ref": "action",
                  "description": "One name."
                },
                "minItems": 1,
                "description": "Several names."
              }
            ]
          }
        },
        "required": [
          "rule",
          "actions"
        ],
        "additionalProperties": false,
        "examples": [
          {
            "rule": "forbid-action",
            "actions": [
              "push",
              "control"
            ]
          }
        ]
      },
      "restrict-targets": {
        "type": "object",
        "x-group": "actions",
        "description": "The targets of these actions are limited to those for which `allow` holds (binds piece, target, self).",
        "properties": {
          "rule": {
            "const": "restrict-targets",
            "description": "Discriminator: restrict-targets."
          },
          "while": {
            "$ref": "condition.schema.json",
            "description": "Only while this holds (binds self, piece)."
          },
          "scope": {
            "description": "Whom it applies to. On a room/card the default is occupants (pieces standing on it); on a character, that piece; on a mode, everyone.",
            "oneOf": [
              {
                "const": "occupants",
                "description": "Pieces on this component."
              },
              {
                "const": "self",
                "description": "This piece (characters)."
              },
              {
                "const": "all",
                "description": "Every piece."
              }
            ]
          },
          "actions": {
            "description": "The actions.",
            "anyOf": [
              {
                "type": "string",
                "minLength": 1,
                "x-ref": "action",
                "description": "One name."
              },
              {
                "type": "array",
                "items": {
                  "type": "string",
                  "minLength": 1,
                  "x-ref": "action",
                  "description": "One name."
                },
                "minItems": 1,
                "description": "Several names."
              }
            ]
          },
          "allow": {
            "$ref": "condition.schema.json",
            "description": "Which targets stay."
          }
        },
        "required": [
          "rule",
          "actions",
          "allow"
        ],
        "additionalProperties": false
      },
      "block-entry": {
        "type": "object",
        "x-group": "movement",
        "description": "Nobody may choose this component as an action target (move, push …) while it holds, except pieces for which `except` holds. On a mode, binds self = the candidate component.",
        "properties": {
          "rule": {
            "const": "block-entry",
            "description": "Discriminator: block-entry."
          },
          "while": {
            "$ref": "condition.schema.json",
            "description": "Only while this holds (binds self, piece)."
          },
          "scope": {
            "description": "Whom it applies to. On a room/card the default is occupants (pieces standing on it); on a character, that piece; on a mode, everyone.",
            "oneOf": [
              {
                "const": "occupants",
                "description": "Pieces on this component."
              },
              {
                "const": "self",
                "description": "This piece (characters)."
              },
              {
                "const": "all",
                "description": "Every piece."
              }
            ]
          },
          "except": {
            "$ref": "condition.schema.json",
            "description": "Pieces that may still enter (binds piece)."
          }
        },
        "required": [
          "rule"
        ],
        "additionalProperties": false,
        "examples": [
          {
            "rule": "block-entry",
            "while": {
              "op": "gt",
              "a": {
                "op": "marker",
                "of": "self",
                "name": "do-not-cross"
              },
              "b": 0
            }
          }
        ]
      },
      "max-program": {
        "type": "object",
        "x-group": "programming",
        "description": "The pieces may program at most this many actions.",
        "properties": {
          "rule": {
            "const": "max-program",
            "description": "Discriminator: max-program."
          },
          "while": {
            "$ref": "condition.schema.json",
            "description": "Only while this holds (binds self, piece)."
          },
          "scope": {
            "description": "Whom it applies to. On a room/card the default is occupants (pieces standing on it); on a character, that piece; on a mode, everyone.",
            "oneOf": [
              {
                "const": "occupants",
                "description": "Pieces on this component."
              },
              {
                "const": "self",
                "description": "This piece (characters)."
              },
              {
                "const": "all",
                "description": "Every piece."
              }
            ]
          },
          "count": {
            "type": "integer",
            "description": "The limit.",
            "minimum": 0
          }
        },
        "required": [
          "rule",
          "count"
        ],
        "additionalProperties": false,
        "examples": [
          {
            "rule": "max-program",
            "count": 1
          }
        ]
      },
      "random-program": {
        "type": "object",
        "x-group": "programming",
        "description": "The pieces' programming is drawn at random by the seeded RNG instead of chosen.",
        "properties": {
          "rule": {
            "const": "random-program",
            "description": "Discriminator: random-program."
          },
          "while": {
            "$ref": "condition.schema.json",
            "description": "Only while this holds (binds self, piece)."
          },
          "scope": {
            "description": "Whom it applies to. On a room/card the default is occupants (pieces standing on it); on a character, that piece; on a mode, everyone.",
            "oneOf": [
              {
                "const": "occupants",
                "description": "Pieces on this component."
              },
              {
                "const": "self",
                "description": "This piece (characters)."
              },
              {
                "const": "all",
                "description": "Every piece."
              }
            ]
          }
        },
        "required": [
          "rule"
        ],
        "additionalProperties": false
      },
      "leave-grid-on-shift": {
        "type": "object",
        "x-group": "movement",
        "description": "When a shift pushes this component past the grid edge, it leaves the grid (fires left-grid) instead of wrapping, if `when` holds (binds self).",
        "properties": {
          "rule": {
            "const": "leave-grid-on-shift",
            "description": "Discriminator: leave-grid-on-shift."
          },
          "while": {
            "$ref": "condition.schema.json",
            "description": "Only while this holds (binds self, piece)."
          },
          "scope": {
            "description": "Whom it applies to. On a room/card the default is occupants (pieces standing on it); on a character, that piece; on a mode, everyone.",
            "oneOf": [
              {
                "const": "occupants",
                "description": "Pieces on this component."
              },
              {
                "const": "self",
                "description": "This piece (characters)."
              },
              {
                "const": "all",
                "description": "Every piece."
              }
            ]
          },
          "when": {
            "$ref": "condition.schema.json",
            "description": "The condition."
          }
        },
        "required": [
          "rule",
          "when"
        ],
        "additionalProperties": false
      },
      "flag": {
        "type": "object",
        "x-group": "table",
        "description": "Raises a named flag shown in every view (e.g. no table talk).",
        "properties": {
          "rule": {
            "const": "flag",
            "description": "Discriminator: flag."
          },
          "while": {
            "$ref": "condition.schema.json",
            "description": "Only while this holds (binds self, piece)."
          },
          "scope": {
            "description": "Whom it applies to. On a room/card the default is occupants (pieces standing on it); on a character, that piece; on a mode, everyone.",
            "oneOf": [
              {
                "const": "occupants",
                "description": "Pieces on this component."
              },
              {
                "const": "self",
                "description": "This piece (characters)."
              },
              {
                "const": "all",
                "description": "Every piece."
              }
            ]
          },
          "name": {
            "$ref": "common.schema.json#/$defs/name",
            "description": "The flag."
          }
        },
        "required": [
          "rule",
          "name"
        ],
        "additionalProperties": false
      },
      "forbid-program": {
        "type": "object",
        "x-group": "programming",
        "description": "The pieces may not program these actions (programming offers no programme naming them); an action already programmed is not affected.",
        "properties": {
          "rule": {
            "const": "forbid-program",
            "description": "Discriminator: forbid-program."
          },
          "while": {
            "$ref": "condition.schema.json",
            "description": "Only while this holds (binds self, piece)."
          },
          "scope": {
            "description": "Whom it applies to. On a room/card the default is occupants (pieces standing on it); on a character, that piece; on a mode, everyone.",
            "oneOf": [
              {
                "const": "occupants",
                "description": "Pieces on this component."
              },
              {
                "const": "self",
                "description": "This piece (characters)."
              },
              {
                "const": "all",
                "description": "Every piece."
              }
            ]
          },
          "actions": {
            "description": "The actions.",
            "anyOf": [
              {
                "type": "string",
                "minLength": 1,
                "x-ref": "action",
                "description": "One name."
              },
              {
                "type": "array",
                "items": {
                  "type": "string",
                  "minLength": 1,
                  "x-ref": "action",
                  "description": "One name."
                },
                "minItems": 1,
                "description": "Several names."
              }
            ]
          }
        },
        "required": [
          "rule",
          "actions"
        ],
        "additionalProperties": false,
        "examples": [
          {
            "rule": "forbid-program",
            "actions": [
              "move"
            ]
          }
        ]
      }
    }
  },
  "https://roomsmith.dev/schemas/vocabulary/phase.schema.json": {
    "$schema": "https://json-schema.org/draft/2020-12/schema",
    "$id": "https://roomsmith.dev/schemas/vocabulary/phase.schema.json",
    "title": "Phase",
    "description": "One step of a turn, declared by the mode. A turn is one pass through the mode's phases; turns repeat until an ending holds.",
    "type": "object",
    "discriminator": {
      "propertyName": "type"
    },
    "properties": {
      "type": {
        "type": "string",
        "description": "Which phase this is."
      }
    },
    "required": [
      "type"
    ],
    "oneOf": [
      {
        "$ref": "#/$defs/program"
      },
      {
        "$ref": "#/$defs/act"
      },
      {
        "$ref": "#/$defs/each"
      },
      {
        "$ref": "#/$defs/effects"
      }
    ],
    "$defs": {
      "program": {
        "type": "object",
        "description": "Secret simultaneous programming: each seat orders up to `slots` different actions for each of its pieces (one piece per seat per decision). Option ids: program:look,move.",
        "properties": {
          "type": {
            "const": "program",
            "description": "Discriminator: program."
          },
          "id": {
            "$ref": "common.schema.json#/$defs/name",
            "description": "Phase id (events phase-start/phase-end name it)."
          },
          "who": {
            "$ref": "selector.schema.json",
            "description": "The pieces that program (default: active pieces with a seat)."
          },
          "actions": {
            "description": "The actions offered.",
            "anyOf": [
              {
                "type": "string",
                "minLength": 1,
                "x-ref": "action",
                "description": "One name."
              },
              {
                "type": "array",
                "items": {
                  "type": "string",
                  "minLength": 1,
                  "x-ref": "action",
                  "description": "One name."
                },
                "minItems": 1,
                "description": "Several names."
              }
            ]
          },
          "slots": {
            "type": "integer",
            "description": "How many actions (default 2; at most 6, since every programme of that length becomes an option).",
            "minimum": 1,
            "maximum": 6
          },
          "min": {
            "type": "integer",
            "description": "Fewest allowed (default 1).",
            "minimum": 1
          },
          "distinct": {
            "type": "boolean",
            "description": "All different (default true)."
          },
          "extras": {
            "type": "array",
            "maxItems": 3,
            "description": "Actions a piece may add beside its programme (a once-a-game token that buys an extra round). Each is offered, alone or with the others, while the action is possible for the piece when programming starts (its `when` holds and no modifier forbids it); never under random-program. Option ids: program:look,move+adrenaline. Picking one sets the extra's piece variable to 1; a later phase (an `each` over the pieces whose variable is 1) plays it.",
            "items": {
              "type": "object",
              "properties": {
                "action": {
                  "type": "string",
                  "minLength": 1,
                  "x-ref": "action",
                  "description": "The action added to the programme. Example: \"adrenaline\"."
                },
                "var": {
                  "$ref": "common.schema.json#/$defs/name",
                  "description": "The piece variable set to 1 when the piece programs it. Example: \"adrenaline-programmed\"."
                }
              },
              "required": [
                "action",
                "var"
              ],
              "additionalProperties": false,
              "description": "One extra: the action and the piece variable that records it."
            }
          }
        },
        "required": [
          "type",
          "id",
          "actions"
        ],
        "additionalProperties": false,
        "examples": [
          {
            "type": "program",
            "id": "program",
            "actions": [
              "look",
              "move",
              "push",
              "control"
            ],
            "slots": 2
          },
          {
            "type": "program",
            "id": "program",
            "actions": [
              "look",
              "move",
              "push",
              "control",
              "ability"
            ],
            "slots": 2,
            "extras": [
              {
                "action": "adrenaline",
                "var": "adrenaline-programmed"
              }
            ]
          }
        ]
      },
      "act": {
        "type": "object",
        "description": "Each piece, in turn order, performs its programmed action of this slot. A piece that programmed fewer actions is asked whether to play it now (act:now) or later (act:later); in the last slot it plays.",
        "properties": {
          "type": {
            "const": "act",
            "description": "Discriminator: act."
          },
          "id": {
            "$ref": "common.schema.json#/$defs/name",
            "description": "Phase id (events phase-start/phase-end name it)."
          },
          "who": {
            "$ref": "selector.schema.json",
            "description": "The pieces (default: active pieces with a seat)."
          },
          "slot": {
            "type": "integer",
            "description": "0 for the first action, 1 for the second …",
            "minimum": 0
          },
          "free": {
            "type": "array",
            "items": {
              "type": "string",
              "x-ref": "action",
              "description": "A free action."
            },
            "description": "Free actions offered (free:<id>, or free:none to go on) before each piece acts."
          },
          "live": {
            "type": "object",
            "description": "Pieces that choose their action on the spot instead of playing a programme (a revealed role, a character that no longer programs): when such a piece's turn comes, these effects run for it (bound as `it`, `actor`, with its `seat`) instead of its programmed action. Leave them out of the program phase with its `who`.",
            "properties": {
              "who": {
                "$ref": "selector.schema.json",
                "description": "The pieces that act live, read when each piece's turn comes."
              },
              "do": {
                "$ref": "effect.schema.json#/$defs/effects",
                "description": "What such a piece does on its turn, e.g. a take-action with distinct: true."
              }
            },
            "required": [
              "who",
              "do"
            ],
            "additionalProperties": false
          }
        },
        "required": [
          "type",
          "id",
          "slot"
        ],
        "additionalProperties": false,
        "examples": [
          {
            "type": "act",
            "id": "act-1",
            "slot": 0
          },
          {
            "type": "act",
            "id": "act-2",
            "slot": 1,
            "free": [
              "remind"
            ]
          },
          {
            "type": "act",
            "id": "act-1",
            "slot": 0,
            "live": {
              "who": {
                "select": "pieces",
                "where": {
                  "op": "gt",
                  "a": {
                    "op": "piece-var",
                    "of": "it",
                    "name": "live"
                  },
                  "b": 0
                }
              },
              "do": [
                {
                  "do": "take-action",
                  "piece": "it",
                  "distinct": true
                }
              ]
            }
          }
        ]
      },
      "each": {
        "type": "object",
        "description": "Runs the effects once per item (pieces or seats), in turn order, with the item bound as `it` (and `seat`, `actor` for a piece). Items gone meanwhile are skipped.",
        "properties": {
          "type": {
            "const": "each",
            "description": "Discriminator: each."
          },
          "id": {
            "$ref": "common.schema.json#/$defs/name",
            "description": "Phase id (events phase-start/phase-end name it)."
          },
          "who": {
            "$ref": "selector.schema.json",
            "description": "The items."
          },
          "do": {
            "$ref": "effect.schema.json#/$defs/effects",
            "description": "Effects per item."
          }
        },
        "required": [
          "type",
          "id",
          "who",
          "do"
        ],
        "additionalProperties": false,
        "examples": [
          {
            "type": "each",
            "id": "turns",
            "who": {
              "select": "seats"
            },
            "do": [
              {
                "do": "take-action",
                "piece": {
                  "select": "pieces",
                  "seat": "it"
                }
              }
            ]
          }
        ]
      },
      "effects": {
        "type": "object",
        "description": "Runs the effects once.",
        "properties": {
          "type": {
            "const": "effects",
            "description": "Discriminator: effects."
          },
          "id": {
            "$ref": "common.schema.json#/$defs/name",
            "description": "Phase id (events phase-start/phase-end name it)."
          },
          "do": {
            "$ref": "effect.schema.json#/$defs/effects",
            "description": "The effects."
          }
        },
        "required": [
          "type",
          "id",
          "do"
        ],
        "additionalProperties": false,
        "examples": [
          {
            "type": "effects",
            "id": "countdown",
            "do": [
              {
                "do": "adjust-counter",
                "counter": "turns-left",
                "by": -1
              },
              {
                "do": "rotate-order"
              }
            ]
          }
        ]
      }
    }
  },
  "https://roomsmith.dev/schemas/vocabulary/selector.schema.json": {
    "$schema": "https://json-schema.org/draft/2020-12/schema",
    "$id": "https://roomsmith.dev/schemas/vocabulary/selector.schema.json",
    "title": "Selector",
    "description": "What an effect acts on: a list of components, pieces, seats, zones or cells. A bare string is a bound name (self, actor, seat, target, piece, it, …).",
    "$defs": {
      "object": {
        "type": "object",
        "description": "The object form.",
        "discriminator": {
          "propertyName": "select"
        },
        "properties": {
          "select": {
            "type": "string",
            "description": "Which selector this is."
          }
        },
        "required": [
          "select"
        ],
        "oneOf": [
          {
            "$ref": "#/$defs/self"
          },
          {
            "$ref": "#/$defs/var"
          },
          {
            "$ref": "#/$defs/components"
          },
          {
            "$ref": "#/$defs/pieces"
          },
          {
            "$ref": "#/$defs/seats"
          },
          {
            "$ref": "#/$defs/adjacent"
          },
          {
            "$ref": "#/$defs/line"
          },
          {
            "$ref": "#/$defs/location"
          },
          {
            "$ref": "#/$defs/seat-of"
          },
          {
            "$ref": "#/$defs/next-seat"
          },
          {
            "$ref": "#/$defs/top"
          },
          {
            "$ref": "#/$defs/zone"
          },
          {
            "$ref": "#/$defs/cells"
          },
          {
            "$ref": "#/$defs/union"
          },
          {
            "$ref": "#/$defs/except"
          },
          {
            "$ref": "#/$defs/filter"
          },
          {
            "$ref": "#/$defs/sorted"
          },
          {
            "$ref": "#/$defs/first"
          },
          {
            "$ref": "#/$defs/random"
          }
        ]
      },
      "self": {
        "type": "object",
        "description": "The component (room, card) or piece (character) whose content is running.",
        "x-group": "names",
        "properties": {
          "select": {
            "const": "self",
            "description": "Discriminator: self."
          }
        },
        "required": [
          "select"
        ],
        "additionalProperties": false,
        "examples": [
          {
            "select": "self"
          }
        ]
      },
      "var": {
        "type": "object",
        "description": "A bound name: actor, seat, target, piece, from, to, or a name bound by choose/for-each/let.",
        "x-group": "names",
        "properties": {
          "select": {
            "const": "var",
            "description": "Discriminator: var."
          },
          "name": {
            "$ref": "common.schema.json#/$defs/name",
            "description": "The bound name."
          }
        },
        "required": [
          "select",
          "name"
        ],
        "additionalProperties": false,
        "examples": [
          {
            "select": "var",
            "name": "target"
          }
        ]
      },
      "components": {
        "type": "object",
        "description": "Components (tiles, cards), optionally filtered. Without zone: every component on the table.",
        "x-group": "things on the table",
        "properties": {
          "select": {
            "const": "components",
            "description": "Discriminator: components."
          },
          "zone": {
            "$ref": "common.schema.json#/$defs/zone-ref",
            "description": "Only components in this zone."
          },
          "region": {
            "$ref": "common.schema.json#/$defs/name",
            "description": "Only components in the cells of this region of the grid zone (see zone declarations)."
          },
          "def": {
            "description": "Only instances of these definitions (rooms or cards).",
            "anyOf": [
              {
                "type": "string",
                "minLength": 1,
                "x-ref": [
                  "room",
                  "card",
                  "puzzle-card"
                ],
                "description": "One name."
              },
              {
                "type": "array",
                "items": {
                  "type": "string",
                  "minLength": 1,
                  "x-ref": [
                    "room",
                    "card",
                    "puzzle-card"
                  ],
                  "description": "One name."
                },
                "minItems": 1,
                "description": "Several names."
              }
            ]
          },
          "faceUp": {
            "type": "boolean",
            "description": "Only face-up (true) or face-down (false) components."
          },
          "marker": {
            "$ref": "common.schema.json#/$defs/name",
            "description": "Only components carrying this marker.",
            "x-ref": "marker"
          },
          "where": {
            "$ref": "condition.schema.json",
            "description": "Only components for which this holds; the candidate is bound as `it`."
          }
        },
        "required": [
          "select"
        ],
        "additionalProperties": false,
        "examples": [
          {
            "select": "components",
            "zone": "complex",
            "faceUp": false
          }
        ]
      },
      "pieces": {
        "type": "object",
        "description": "Pieces (characters, robots, tokens), by default the active ones.",
        "x-group": "things on the table",
        "properties": {
          "select": {
            "const": "pieces",
            "description": "Discriminator: pieces."
          },
          "on": {
            "$ref": "selector.schema.json",
            "description": "Only pieces standing on these components (or in these zones)."
          },
          "def": {
            "description": "Only pieces of these definitions.",
            "anyOf": [
              {
                "type": "string",
                "minLength": 1,
                "x-ref": [
                  "character",
                  "piece"
                ],
                "description": "One name."
              },
              {
                "type": "array",
                "items": {
                  "type": "string",
                  "minLength": 1,
                  "x-ref": [
                    "character",
                    "piece"
                  ],
                  "description": "One name."
                },
                "minItems": 1,
                "description": "Several names."
              }
            ]
          },
          "status": {
            "description": "Which pieces by status (default active).",
            "oneOf": [
              {
                "const": "active",
                "description": "In play."
              },
              {
                "const": "eliminated",
                "description": "Eliminated."
              },
              {
                "const": "escaped",
                "description": "Escaped."
              },
              {
                "const": "any",
                "description": "All of them."
              }
            ]
          },
          "seat": {
            "$ref": "selector.schema.json",
            "description": "Only pieces controlled by these seats."
          },
          "role": {
            "type": "string",
            "minLength": 1,
            "description": "Only pieces whose seat has this role.",
            "x-ref": "role"
          },
          "kind": {
            "description": "Only pieces whose definition is of this content kind.",
            "oneOf": [
              {
                "const": "character",
                "description": "Characters (figures players run)."
              },
              {
                "const": "piece",
                "description": "Pieces of a `piece` definition: robots and other figures that belong to nobody."
              }
            ]
          },
          "team": {
            "$ref": "expression.schema.json",
            "description": "Only pieces whose seat is on this team: a literal team name, or an expression read where the selector is used (before `it` is bound to the candidate), e.g. the team of a bound seat. A null team matches seats without a team.",
            "examples": [
              "a",
              {
                "op": "team",
                "of": "it"
              }
            ]
          },
          "where": {
            "$ref": "condition.schema.json",
            "description": "Only pieces for which this holds; the candidate is bound as `it`."
          }
        },
        "required": [
          "select"
        ],
        "additionalProperties": false,
        "examples": [
          {
            "select": "pieces",
            "on": "self"
          },
          {
            "select": "pieces",
            "status": "eliminated"
          },
          {
            "select": "pieces",
            "kind": "character",
            "on": "self"
          }
        ]
      },
      "seats": {
        "type": "object",
        "description": "Seats (players), in turn order.",
        "x-group": "things on the table",
        "properties": {
          "select": {
            "const": "seats",
            "description": "Discriminator: seats."
          },
          "role": {
            "type": "string",
            "minLength": 1,
            "description": "Only seats with this role.",
            "x-ref": "role"
          },
          "team": {
            "type": "string",
            "description": "Only seats of this team."
          },
          "where": {
            "$ref": "condition.schema.json",
            "description": "Only seats for which this holds; the candidate is bound as `it`."
          }
        },
        "required": [
          "select"
        ],
        "additionalProperties": false,
        "examples": [
          {
            "select": "seats"
          }
        ]
      },
      "adjacent": {
        "type": "object",
        "description": "Components orthogonally adjacent (never diagonal) in the grid to the given components or to the components the given pieces stand on.",
        "x-group": "places",
        "properties": {
          "select": {
            "const": "adjacent",
            "description": "Discriminator: adjacent."
          },
          "of": {
            "$ref": "selector.schema.json",
            "description": "The components or pieces to look around."
          },
          "axis": {
            "description": "Which neighbours (default any).",
            "oneOf": [
              {
                "const": "any",
                "description": "All four."
              },
              {
                "const": "row",
                "description": "Left and right."
              },
              {
                "const": "col",
                "description": "Up and down."
              }
            ]
          },
          "wrap": {
            "type": "boolean",
            "description": "Whether edges wrap around (default false)."
          }
        },
        "required": [
          "select",
          "of"
        ],
        "additionalProperties": false,
        "examples": [
          {
            "select": "adjacent",
            "of": "actor"
          }
        ]
      },
      "line": {
        "type": "object",
        "description": "The components of the row or column through the given component.",
        "x-group": "places",
        "properties": {
          "select": {
            "const": "line",
            "description": "Discriminator: line."
          },
          "of": {
            "$ref": "selector.schema.json",
            "description": "The component (or piece, for the component it stands on)."
          },
          "axis": {
            "description": "Row or column.",
            "oneOf": [
              {
                "const": "row",
                "description": "The row."
              },
              {
                "const": "col",
                "description": "The column."
              }
            ]
          }
        },
        "required": [
          "select",
          "of",
          "axis"
        ],
        "additionalProperties": false
      },
      "location": {
        "type": "object",
        "description": "The components the given pieces stand on.",
        "x-group": "places",
        "properties": {
          "select": {
            "const": "location",
            "description": "Discriminator: location."
          },
          "of": {
            "$ref": "selector.schema.json",
            "description": "The pieces."
          }
        },
        "required": [
          "select",
          "of"
        ],
        "additionalProperties": false,
        "examples": [
          {
            "select": "location",
            "of": "actor"
          }
        ]
      },
      "seat-of": {
        "type": "object",
        "description": "The seats controlling the given pieces, or owning the given per-seat zones' components.",
        "x-group": "seats",
        "properties": {
          "select": {
            "const": "seat-of",
            "description": "Discriminator: seat-of."
          },
          "of": {
            "$ref": "selector.schema.json",
            "description": "The pieces."
          }
        },
        "required": [
          "select",
          "of"
        ],
        "additionalProperties": false
      },
      "next-seat": {
        "type": "object",
        "description": "The seat `offset` places after the given seat in seat order (1 = left neighbour; with two seats, the opponent).",
        "x-group": "seats",
        "properties": {
          "select": {
            "const": "next-seat",
            "description": "Discriminator: next-seat."
          },
          "of": {
            "$ref": "selector.schema.json",
            "description": "The seat to count from."
          },
          "offset": {
            "type": "integer",
            "description": "How many places on (default 1)."
          }
        },
        "required": [
          "select",
          "of"
        ],
        "additionalProperties": false,
        "examples": [
          {
            "select": "next-seat",
            "of": "seat"
          }
        ]
      },
      "top": {
        "type": "object",
        "description": "The first `count` components of a stack (index 0 is the top), or the last ones with from: bottom.",
        "x-group": "things on the table",
        "properties": {
          "select": {
            "const": "top",
            "description": "Discriminator: top."
          },
          "zone": {
            "$ref": "common.schema.json#/$defs/zone-ref",
            "description": "The stack."
          },
          "count": {
            "$ref": "expression.schema.json",
            "description": "How many (default 1)."
          },
          "from": {
            "description": "Which end (default top).",
            "oneOf": [
              {
                "const": "top",
                "description": "The top."
              },
              {
                "const": "bottom",
                "description": "The bottom."
              }
            ]
          }
        },
        "required": [
          "select",
          "zone"
        ],
        "additionalProperties": false,
        "examples": [
          {
            "select": "top",
            "zone": {
              "zone": "deck",
              "seat": "seat"
            },
            "count": 2
          }
        ]
      },
      "zone": {
        "type": "object",
        "description": "A zone itself (to move pieces into a zone, or to choose among zones).",
        "x-group": "things on the table",
        "properties": {
          "select": {
            "const": "zone",
            "description": "Discriminator: zone."
          },
          "zone": {
            "$ref": "common.schema.json#/$defs/zone-ref",
            "description": "The zone."
          }
        },
        "required": [
          "select",
          "zone"
        ],
        "additionalProperties": false,
        "examples": [
          {
            "select": "zone",
            "zone": "room-green"
          }
        ]
      },
      "cells": {
        "type": "object",
        "description": "Cells of a grid zone, as zone#index, optionally only empty ones or one region.",
        "x-group": "things on the table",
        "properties": {
          "select": {
            "const": "cells",
            "description": "Discriminator: cells."
          },
          "zone": {
            "$ref": "common.schema.json#/$defs/zone-ref",
            "description": "The grid zone."
          },
          "region": {
            "$ref": "common.schema.json#/$defs/name",
            "description": "Only this region."
          },
          "empty": {
            "type": "boolean",
            "description": "Only empty cells (true) or only filled ones (false)."
          }
        },
        "required": [
          "select",
          "zone"
        ],
        "additionalProperties": false
      },
      "union": {
        "type": "object",
        "description": "Everything any of the selectors gives, without duplicates, in order.",
        "x-group": "combining",
        "properties": {
          "select": {
            "const": "union",
            "description": "Discriminator: union."
          },
          "of": {
            "type": "array",
            "items": {
              "$ref": "selector.schema.json"
            },
            "description": "The selectors."
          }
        },
        "required": [
          "select",
          "of"
        ],
        "additionalProperties": false
      },
      "except": {
        "type": "object",
        "description": "What `from` gives, minus what `remove` gives.",
        "x-group": "combining",
        "properties": {
          "select": {
            "const": "except",
            "description": "Discriminator: except."
          },
          "from": {
            "$ref": "selector.schema.json",
            "description": "The candidates."
          },
          "remove": {
            "$ref": "selector.schema.json",
            "description": "What to leave out."
          }
        },
        "required": [
          "select",
          "from",
          "remove"
        ],
        "additionalProperties": false,
        "examples": [
          {
            "select": "except",
            "from": {
              "select": "pieces",
              "on": "self"
            },
            "remove": "piece"
          }
        ]
      },
      "filter": {
        "type": "object",
        "description": "What `from` gives, keeping the items for which `where` holds (bound as `it`).",
        "x-group": "combining",
        "properties": {
          "select": {
            "const": "filter",
            "description": "Discriminator: filter."
          },
          "from": {
            "$ref": "selector.schema.json",
            "description": "The candidates."
          },
          "where": {
            "$ref": "condition.schema.json",
            "description": "The test."
          }
        },
        "required": [
          "select",
          "from",
          "where"
        ],
        "additionalProperties": false
      },
      "sorted": {
        "type": "object",
        "description": "What `from` gives, ordered by an expression evaluated per item (bound as `it`); ties keep their order.",
        "x-group": "combining",
        "properties": {
          "select": {
            "const": "sorted",
            "description": "Discriminator: sorted."
          },
          "from": {
            "$ref": "selector.schema.json",
            "description": "The items."
          },
          "by": {
            "$ref": "expression.schema.json",
            "description": "The sort key."
          },
          "order": {
            "description": "Direction (default asc).",
            "oneOf": [
              {
                "const": "asc",
                "description": "Smallest first."
              },
              {
                "const": "desc",
                "description": "Largest first."
              }
            ]
          }
        },
        "required": [
          "select",
          "from",
          "by"
        ],
        "additionalProperties": false,
        "examples": [
          {
            "select": "sorted",
            "from": {
              "select": "components",
              "zone": "room-red"
            },
            "by": {
              "op": "prop",
              "of": "it",
              "name": "number"
            },
            "order": "desc"
          }
        ]
      },
      "first": {
        "type": "object",
        "description": "The first `count` items of what `from` gives.",
        "x-group": "combining",
        "properties": {
          "select": {
            "const": "first",
            "description": "Discriminator: first."
          },
          "from": {
            "$ref": "selector.schema.json",
            "description": "The items."
          },
          "count": {
            "$ref": "expression.schema.json",
            "description": "How many (default 1)."
          }
        },
        "required": [
          "select",
          "from"
        ],
        "additionalProperties": false
      },
      "random": {
        "type": "object",
        "description": "`count` items drawn at random (seeded RNG) from what `from` gives.",
        "x-group": "combining",
        "properties": {
          "select": {
            "const": "random",
            "description": "Discriminator: random."
          },
          "from": {
            "$ref": "selector.schema.json",
            "description": "The items."
          },
          "count": {
            "$ref": "expression.schema.json",
            "description": "How many (default 1)."
          }
        },
        "required": [
          "select",
          "from"
        ],
        "additionalProperties": false
      }
    },
    "anyOf": [
      {
        "type": "string",
        "pattern": "^[A-Za-z][A-Za-z0-9_-]*$",
        "description": "A bound name: `self` or a variable such as `actor`, `target`, `piece`, `seat`, `it`."
      },
      {
        "$ref": "#/$defs/object"
      }
    ],
    "examples": [
      "actor",
      {
        "select": "adjacent",
        "of": "actor"
      }
    ]
  },
  "https://roomsmith.dev/schemas/vocabulary/setup-step.schema.json": {
    "$schema": "https://json-schema.org/draft/2020-12/schema",
    "$id": "https://roomsmith.dev/schemas/vocabulary/setup-step.schema.json",
    "title": "Setup step",
    "description": "One step of a mode's setup: any effect. The ones made for setup are create-components, deal-to-cells, create-pieces, deal-roles, shuffle, move-component, peek (starting clues).",
    "$ref": "effect.schema.json",
    "examples": [
      {
        "do": "shuffle",
        "zone": "box"
      },
      {
        "do": "deal-to-cells",
        "from": "box",
        "to": "complex",
        "region": "inner"
      }
    ]
  },
  "https://roomsmith.dev/schemas/vocabulary/trigger.schema.json": {
    "$schema": "https://json-schema.org/draft/2020-12/schema",
    "$id": "https://roomsmith.dev/schemas/vocabulary/trigger.schema.json",
    "title": "Trigger",
    "description": "When effects run: an event, an optional filter, the effects. On a room or card a trigger hears events about that component; on a character, about that piece; on a mode, every event.",
    "type": "object",
    "discriminator": {
      "propertyName": "on"
    },
    "properties": {
      "on": {
        "type": "string",
        "description": "Which trigger this is."
      }
    },
    "required": [
      "on"
    ],
    "oneOf": [
      {
        "$ref": "#/$defs/enter"
      },
      {
        "$ref": "#/$defs/leave"
      },
      {
        "$ref": "#/$defs/reveal"
      },
      {
        "$ref": "#/$defs/left-grid"
      },
      {
        "$ref": "#/$defs/shifted"
      },
      {
        "$ref": "#/$defs/placed"
      },
      {
        "$ref": "#/$defs/eliminated"
      },
      {
        "$ref": "#/$defs/action-done"
      },
      {
        "$ref": "#/$defs/phase-start"
      },
      {
        "$ref": "#/$defs/phase-end"
      },
      {
        "$ref": "#/$defs/turn-start"
      },
      {
        "$ref": "#/$defs/game-start"
      },
      {
        "$ref": "#/$defs/signal"
      }
    ],
    "$defs": {
      "enter": {
        "type": "object",
        "description": "A piece arrives on a component (binds piece, from, self = the component).",
        "properties": {
          "on": {
            "const": "enter",
            "description": "Discriminator: enter."
          },
          "phase": {
            "type": "string",
            "minLength": 1,
            "description": "For phase-start/phase-end: only this phase.",
            "x-ref": "phase"
          },
          "action": {
            "type": "string",
            "minLength": 1,
            "description": "For action-done: only this action.",
            "x-ref": "action"
          },
          "name": {
            "$ref": "common.schema.json#/$defs/name",
            "description": "For signal: the signal name."
          },
          "zone": {
            "$ref": "common.schema.json#/$defs/zone-ref",
            "description": "For placed: only components placed into this zone."
          },
          "where": {
            "$ref": "condition.schema.json",
            "description": "Only when this holds."
          },
          "do": {
            "$ref": "effect.schema.json#/$defs/effects",
            "description": "The effects."
          }
        },
        "required": [
          "on",
          "do"
        ],
        "additionalProperties": false
      },
      "leave": {
        "type": "object",
        "description": "A piece leaves a component (binds piece, to, self = the component).",
        "properties": {
          "on": {
            "const": "leave",
            "description": "Discriminator: leave."
          },
          "phase": {
            "type": "string",
            "minLength": 1,
            "description": "For phase-start/phase-end: only this phase.",
            "x-ref": "phase"
          },
          "action": {
            "type": "string",
            "minLength": 1,
            "description": "For action-done: only this action.",
            "x-ref": "action"
          },
          "name": {
            "$ref": "common.schema.json#/$defs/name",
            "description": "For signal: the signal name."
          },
          "zone": {
            "$ref": "common.schema.json#/$defs/zone-ref",
            "description": "For placed: only components placed into this zone."
          },
          "where": {
            "$ref": "condition.schema.json",
            "description": "Only when this holds."
          },
          "do": {
            "$ref": "effect.schema.json#/$defs/effects",
            "description": "The effects."
          }
        },
        "required": [
          "on",
          "do"
        ],
        "additionalProperties": false
      },
      "reveal": {
        "type": "object",
        "description": "A component is turned face up (binds self, piece = who caused it, if any).",
        "properties": {
          "on": {
            "const": "reveal",
            "description": "Discriminator: reveal."
          },
          "phase": {
            "type": "string",
            "minLength": 1,
            "description": "For phase-start/phase-end: only this phase.",
            "x-ref": "phase"
          },
          "action": {
            "type": "string",
            "minLength": 1,
            "description": "For action-done: only this action.",
            "x-ref": "action"
          },
          "name": {
            "$ref": "common.schema.json#/$defs/name",
            "description": "For signal: the signal name."
          },
          "zone": {
            "$ref": "common.schema.json#/$defs/zone-ref",
            "description": "For placed: only components placed into this zone."
          },
          "where": {
            "$ref": "condition.schema.json",
            "description": "Only when this holds."
          },
          "do": {
            "$ref": "effect.schema.json#/$defs/effects",
            "description": "The effects."
          }
        },
        "required": [
          "on",
          "do"
        ],
        "additionalProperties": false
      },
      "left-grid": {
        "type": "object",
        "description": "A component leaves its grid by a shift (binds self).",
        "properties": {
          "on": {
            "const": "left-grid",
            "description": "Discriminator: left-grid."
          },
          "phase": {
            "type": "string",
            "minLength": 1,
            "description": "For phase-start/phase-end: only this phase.",
            "x-ref": "phase"
          },
          "action": {
            "type": "string",
            "minLength": 1,
            "description": "For action-done: only this action.",
            "x-ref": "action"
          },
          "name": {
            "$ref": "common.schema.json#/$defs/name",
            "description": "For signal: the signal name."
          },
          "zone": {
            "$ref": "common.schema.json#/$defs/zone-ref",
            "description": "For placed: only components placed into this zone."
          },
          "where": {
            "$ref": "condition.schema.json",
            "description": "Only when this holds."
          },
          "do": {
            "$ref": "effect.schema.json#/$defs/effects",
            "description": "The effects."
          }
        },
        "required": [
          "on",
          "do"
        ],
        "additionalProperties": false
      },
      "shifted": {
        "type": "object",
        "description": "A component's row or column of a grid moved by a shift and the component is still in the grid (binds self, zone as text). Tiles swapped or moved otherwise do not hear it.",
        "properties": {
          "on": {
            "const": "shifted",
            "description": "Discriminator: shifted."
          },
          "phase": {
            "type": "string",
            "minLength": 1,
            "description": "For phase-start/phase-end: only this phase.",
            "x-ref": "phase"
          },
          "action": {
            "type": "string",
            "minLength": 1,
            "description": "For action-done: only this action.",
            "x-ref": "action"
          },
          "name": {
            "$ref": "common.schema.json#/$defs/name",
            "description": "For signal: the signal name."
          },
          "zone": {
            "$ref": "common.schema.json#/$defs/zone-ref",
            "description": "For placed and shifted: only components placed into (or shifted in) this zone."
          },
          "where": {
            "$ref": "condition.schema.json",
            "description": "Only when this holds."
          },
          "do": {
            "$ref": "effect.schema.json#/$defs/effects",
            "description": "The effects."
          }
        },
        "required": [
          "on",
          "do"
        ],
        "additionalProperties": false
      },
      "placed": {
        "type": "object",
        "description": "A component is moved into a zone (binds self, zone).",
        "properties": {
          "on": {
            "const": "placed",
            "description": "Discriminator: placed."
          },
          "phase": {
            "type": "string",
            "minLength": 1,
            "description": "For phase-start/phase-end: only this phase.",
            "x-ref": "phase"
          },
          "action": {
            "type": "string",
            "minLength": 1,
            "description": "For action-done: only this action.",
            "x-ref": "action"
          },
          "name": {
            "$ref": "common.schema.json#/$defs/name",
            "description": "For signal: the signal name."
          },
          "zone": {
            "$ref": "common.schema.json#/$defs/zone-ref",
            "description": "For placed: only components placed into this zone."
          },
          "where": {
            "$ref": "condition.schema.json",
            "description": "Only when this holds."
          },
          "do": {
            "$ref": "effect.schema.json#/$defs/effects",
            "description": "The effects."
          }
        },
        "required": [
          "on",
          "do"
        ],
        "additionalProperties": false
      },
      "eliminated": {
        "type": "object",
        "description": "A piece is eliminated (binds piece).",
        "properties": {
          "on": {
            "const": "eliminated",
            "description": "Discriminator: eliminated."
          },
          "phase": {
            "type": "string",
            "minLength": 1,
            "description": "For phase-start/phase-end: only this phase.",
            "x-ref": "phase"
          },
          "action": {
            "type": "string",
            "minLength": 1,
            "description": "For action-done: only this action.",
            "x-ref": "action"
          },
          "name": {
            "$ref": "common.schema.json#/$defs/name",
            "description": "For signal: the signal name."
          },
          "zone": {
            "$ref": "common.schema.json#/$defs/zone-ref",
            "description": "For placed: only components placed into this zone."
          },
          "where": {
            "$ref": "condition.schema.json",
            "description": "Only when this holds."
          },
          "do": {
            "$ref": "effect.schema.json#/$defs/effects",
            "description": "The effects."
          }
        },
        "required": [
          "on",
          "do"
        ],
        "additionalProperties": false
      },
      "action-done": {
        "type": "object",
        "description": "A piece finished (or lost) an action (binds actor, seat, action as text).",
        "properties": {
          "on": {
            "const": "action-done",
            "description": "Discriminator: action-done."
          },
          "phase": {
            "type": "string",
            "minLength": 1,
            "description": "For phase-start/phase-end: only this phase.",
            "x-ref": "phase"
          },
          "action": {
            "type": "string",
            "minLength": 1,
            "description": "For action-done: only this action.",
            "x-ref": "action"
          },
          "name": {
            "$ref": "common.schema.json#/$defs/name",
            "description": "For signal: the signal name."
          },
          "zone": {
            "$ref": "common.schema.json#/$defs/zone-ref",
            "description": "For placed: only components placed into this zone."
          },
          "where": {
            "$ref": "condition.schema.json",
            "description": "Only when this holds."
          },
          "do": {
            "$ref": "effect.schema.json#/$defs/effects",
            "description": "The effects."
          }
        },
        "required": [
          "on",
          "do"
        ],
        "additionalProperties": false
      },
      "phase-start": {
        "type": "object",
        "description": "A phase of the turn starts (binds phase as text).",
        "properties": {
          "on": {
            "const": "phase-start",
            "description": "Discriminator: phase-start."
          },
          "phase": {
            "type": "string",
            "minLength": 1,
            "description": "For phase-start/phase-end: only this phase.",
            "x-ref": "phase"
          },
          "action": {
            "type": "string",
            "minLength": 1,
            "description": "For action-done: only this action.",
            "x-ref": "action"
          },
          "name": {
            "$ref": "common.schema.json#/$defs/name",
            "description": "For signal: the signal name."
          },
          "zone": {
            "$ref": "common.schema.json#/$defs/zone-ref",
            "description": "For placed: only components placed into this zone."
          },
          "where": {
            "$ref": "condition.schema.json",
            "description": "Only when this holds."
          },
          "do": {
            "$ref": "effect.schema.json#/$defs/effects",
            "description": "The effects."
          }
        },
        "required": [
          "on",
          "do"
        ],
        "additionalProperties": false
      },
      "phase-end": {
        "type": "object",
        "description": "A phase of the turn ends (binds phase as text).",
        "properties": {
          "on": {
            "const": "phase-end",
            "description": "Discriminator: phase-end."
          },
          "phase": {
            "type": "string",
            "minLength": 1,
            "description": "For phase-start/phase-end: only this phase.",
            "x-ref": "phase"
          },
          "action": {
            "type": "string",
            "minLength": 1,
            "description": "For action-done: only this action.",
            "x-ref": "action"
          },
          "name": {
            "$ref": "common.schema.json#/$defs/name",
            "description": "For signal: the signal name."
          },
          "zone": {
            "$ref": "common.schema.json#/$defs/zone-ref",
            "description": "For placed: only components placed into this zone."
          },
          "where": {
            "$ref": "condition.schema.json",
            "description": "Only when this holds."
          },
          "do": {
            "$ref": "effect.schema.json#/$defs/effects",
            "description": "The effects."
          }
        },
        "required": [
          "on",
          "do"
        ],
        "additionalProperties": false
      },
      "turn-start": {
        "type": "object",
        "description": "A turn (one pass of the mode's turn phases) starts.",
        "properties": {
          "on": {
            "const": "turn-start",
            "description": "Discriminator: turn-start."
          },
          "phase": {
            "type": "string",
            "minLength": 1,
            "description": "For phase-start/phase-end: only this phase.",
            "x-ref": "phase"
          },
          "action": {
            "type": "string",
            "minLength": 1,
            "description": "For action-done: only this action.",
            "x-ref": "action"
          },
          "name": {
            "$ref": "common.schema.json#/$defs/name",
            "description": "For signal: the signal name."
          },
          "zone": {
            "$ref": "common.schema.json#/$defs/zone-ref",
            "description": "For placed: only components placed into this zone."
          },
          "where": {
            "$ref": "condition.schema.json",
            "description": "Only when this holds."
          },
          "do": {
            "$ref": "effect.schema.json#/$defs/effects",
            "description": "The effects."
          }
        },
        "required": [
          "on",
          "do"
        ],
        "additionalProperties": false
      },
      "game-start": {
        "type": "object",
        "description": "Setup has finished.",
        "properties": {
          "on": {
            "const": "game-start",
            "description": "Discriminator: game-start."
          },
          "phase": {
            "type": "string",
            "minLength": 1,
            "description": "For phase-start/phase-end: only this phase.",
            "x-ref": "phase"
          },
          "action": {
            "type": "string",
            "minLength": 1,
            "description": "For action-done: only this action.",
            "x-ref": "action"
          },
          "name": {
            "$ref": "common.schema.json#/$defs/name",
            "description": "For signal: the signal name."
          },
          "zone": {
            "$ref": "common.schema.json#/$defs/zone-ref",
            "description": "For placed: only components placed into this zone."
          },
          "where": {
            "$ref": "condition.schema.json",
            "description": "Only when this holds."
          },
          "do": {
            "$ref": "effect.schema.json#/$defs/effects",
            "description": "The effects."
          }
        },
        "required": [
          "on",
          "do"
        ],
        "additionalProperties": false
      },
      "signal": {
        "type": "object",
        "description": "A named signal (effects signal, resolve-each).",
        "properties": {
          "on": {
            "const": "signal",
            "description": "Discriminator: signal."
          },
          "phase": {
            "type": "string",
            "minLength": 1,
            "description": "For phase-start/phase-end: only this phase.",
            "x-ref": "phase"
          },
          "action": {
            "type": "string",
            "minLength": 1,
            "description": "For action-done: only this action.",
            "x-ref": "action"
          },
          "name": {
            "$ref": "common.schema.json#/$defs/name",
            "description": "For signal: the signal name."
          },
          "zone": {
            "$ref": "common.schema.json#/$defs/zone-ref",
            "description": "For placed: only components placed into this zone."
          },
          "where": {
            "$ref": "condition.schema.json",
            "description": "Only when this holds."
          },
          "do": {
            "$ref": "effect.schema.json#/$defs/effects",
            "description": "The effects."
          }
        },
        "required": [
          "on",
          "do"
        ],
        "additionalProperties": false
      },
      "event": {
        "type": "object",
        "description": "An event to wait for (schedule).",
        "additionalProperties": false,
        "required": [
          "on"
        ],
        "properties": {
          "on": {
            "description": "The event.",
            "oneOf": [
              {
                "const": "enter",
                "description": "A piece arrives on a component (binds piece, from, self = the component)."
              },
              {
                "const": "leave",
                "description": "A piece leaves a component (binds piece, to, self = the component)."
              },
              {
                "const": "reveal",
                "description": "A component is turned face up (binds self, piece = who caused it, if any)."
              },
              {
                "const": "left-grid",
                "description": "A component leaves its grid by a shift (binds self)."
              },
              {
                "const": "shifted",
                "description": "A component's row or column of a grid moved by a shift and the component is still in the grid (binds self, zone as text). Tiles swapped or moved otherwise do not hear it."
              },
              {
                "const": "placed",
                "description": "A component is moved into a zone (binds self, zone)."
              },
              {
                "const": "eliminated",
                "description": "A piece is eliminated (binds piece)."
              },
              {
                "const": "action-done",
                "description": "A piece finished (or lost) an action (binds actor, seat, action as text)."
              },
              {
                "const": "phase-start",
                "description": "A phase of the turn starts (binds phase as text)."
              },
              {
                "const": "phase-end",
                "description": "A phase of the turn ends (binds phase as text)."
              },
              {
                "const": "turn-start",
                "description": "A turn (one pass of the mode's turn phases) starts."
              },
              {
                "const": "game-start",
                "description": "Setup has finished."
              },
              {
                "const": "signal",
                "description": "A named signal (effects signal, resolve-each)."
              }
            ]
          },
          "phase": {
            "type": "string",
            "minLength": 1,
            "description": "For phase-start/phase-end: only this phase.",
            "x-ref": "phase"
          },
          "action": {
            "type": "string",
            "minLength": 1,
            "description": "For action-done: only this action.",
            "x-ref": "action"
          },
          "name": {
            "$ref": "common.schema.json#/$defs/name",
            "description": "For signal: the signal name."
          },
          "zone": {
            "$ref": "common.schema.json#/$defs/zone-ref",
            "description": "For placed: only components placed into this zone."
          }
        },
        "examples": [
          {
            "on": "action-done"
          },
          {
            "on": "phase-end",
            "phase": "act-2"
          }
        ]
      }
    },
    "examples": [
      {
        "on": "enter",
        "do": [
          {
            "do": "eliminate",
            "piece": "piece"
          }
        ]
      }
    ]
  },
  "https://roomsmith.dev/schemas/vocabulary/zone.schema.json": {
    "$schema": "https://json-schema.org/draft/2020-12/schema",
    "$id": "https://roomsmith.dev/schemas/vocabulary/zone.schema.json",
    "title": "Zone declaration",
    "description": "A zone a mode declares: a grid (the complex), a stack (deck, discard pile), a set (a closed room, a wounded area) or a hand.",
    "type": "object",
    "additionalProperties": false,
    "required": [
      "id",
      "kind"
    ],
    "properties": {
      "id": {
        "$ref": "common.schema.json#/$defs/name",
        "description": "The zone id."
      },
      "kind": {
        "description": "The kind.",
        "oneOf": [
          {
            "const": "grid",
            "description": "Rows × columns of cells, one component each."
          },
          {
            "const": "stack",
            "description": "Ordered; index 0 is the top."
          },
          {
            "const": "set",
            "description": "Unordered."
          },
          {
            "const": "hand",
            "description": "Held by a seat (perSeat)."
          }
        ]
      },
      "rows": {
        "type": "integer",
        "description": "Grid rows (at most 64).",
        "minimum": 1,
        "maximum": 64
      },
      "cols": {
        "type": "integer",
        "description": "Grid columns (at most 64).",
        "minimum": 1,
        "maximum": 64
      },
      "fixedRows": {
        "type": "array",
        "items": {
          "type": "integer",
          "minimum": 0,
          "description": "A row index."
        },
        "description": "Rows that never shift."
      },
      "fixedCols": {
        "type": "array",
        "items": {
          "type": "integer",
          "minimum": 0,
          "description": "A column index."
        },
        "description": "Columns that never shift."
      },
      "regions": {
        "type": "object",
        "description": "Named sets of cells, by [row, col] or by Manhattan distance from a cell.",
        "propertyNames": {
          "pattern": "^[A-Za-z][A-Za-z0-9_-]*$"
        },
        "additionalProperties": {
          "description": "One region.",
          "anyOf": [
            {
              "type": "array",
              "description": "Cells as [row, col].",
              "items": {
                "type": "array",
                "description": "[row, col].",
                "items": {
                  "type": "integer",
                  "minimum": 0
                },
                "minItems": 2,
                "maxItems": 2
              }
            },
            {
              "type": "object",
              "description": "Cells at a Manhattan distance from a cell.",
              "additionalProperties": false,
              "required": [
                "from",
                "min",
                "max"
              ],
              "properties": {
                "from": {
                  "type": "array",
                  "description": "[row, col].",
                  "items": {
                    "type": "integer",
                    "minimum": 0
                  },
                  "minItems": 2,
                  "maxItems": 2
                },
                "min": {
                  "type": "integer",
                  "description": "Least distance.",
                  "minimum": 0
                },
                "max": {
                  "type": "integer",
                  "description": "Greatest distance.",
                  "minimum": 0
                }
              }
            }
          ]
        }
      },
      "perSeat": {
        "type": "boolean",
        "description": "One zone per seat (ids zone@seat); refer to it as {zone, seat}."
      },
      "private": {
        "type": "boolean",
        "description": "Its face-down order and contents are hidden from seats that do not own it (hands are always private)."
      },
      "contents": {
        "description": "What seats the zone is not opened to (open-zone) see of its items; the owner of a hand or per-seat zone always sees them. Faces follow the usual rules (face up, or seen).",
        "oneOf": [
          {
            "const": "public",
            "description": "Every item by id (the default): a discard pile, a wounded area, the complex."
          },
          {
            "const": "count",
            "description": "How many items, as opaque handles in place of ids (a face-down deck): nobody can follow a card through it by id."
          },
          {
            "const": "hidden",
            "description": "Nothing, not even how many (a closed box: a Two Rooms room)."
          }
        ]
      }
    },
    "examples": [
      {
        "id": "complex",
        "kind": "grid",
        "rows": 5,
        "cols": 5,
        "fixedRows": [
          2
        ],
        "fixedCols": [
          2
        ],
        "regions": {
          "centre": [
            [
              2,
              2
            ]
          ],
          "inner": {
            "from": [
              2,
              2
            ],
            "min": 1,
            "max": 2
          }
        }
      },
      {
        "id": "deck",
        "kind": "stack",
        "perSeat": true
      },
      {
        "id": "room-green",
        "kind": "set",
        "contents": "hidden"
      }
    ]
  }
};
