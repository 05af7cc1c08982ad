// The pack-test entity, as generated from pack-test.schema.json.
export type { PackTest, Expectation, Cell, AnswerStep } from '@roomsmith/schema';
