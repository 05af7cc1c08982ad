// Where each item goes on the sheets. Items of one shape are butted edge to
// edge in a grid centred on the page, so one cut along each grid line frees
// them all; the cut marks sit in the margin on the extension of every grid
// line. Each front sheet is followed by its back, mirrored left to right, so
// printing double-sided (flip on the long edge) puts every back behind its face.
import type { Printable, PrintShape, PrintSide } from './items.ts';

/** Sheet sizes. */
export type Paper = 'a4' | 'letter';

/** Millimetres, width × height. */
export interface Size {
  width: number;
  height: number;
}

/** Paper sizes in millimetres. */
export const PAPER: Record<Paper, Size> = {
  a4: { width: 210, height: 297 },
  letter: { width: 215.9, height: 279.4 },
};

/**
 * Physical sizes in millimetres: cards are poker size (2.5 × 3.5 in); tiles are
 * square. The rulebooks give no tile size, so 70 mm is our choice: large enough
 * for the tile text, two columns on either paper.
 */
export const ITEM_SIZE: Record<PrintShape, Size> = {
  tile: { width: 70, height: 70 },
  card: { width: 63.5, height: 88.9 },
};

/** The white border kept around the grid, where the cut marks go. */
export const MARGIN = 6;

/** A rectangle on a sheet, in millimetres from the top-left corner. */
export interface Rect {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** One item placed on a sheet, showing one of its sides. */
export interface Placed {
  rect: Rect;
  item: Printable;
  side: PrintSide;
}

/** One printed page. */
export interface Sheet {
  shape: PrintShape;
  side: 'front' | 'back';
  placed: Placed[];
  /** The grid's lines: x positions of its columns' edges and y positions of its rows' edges. */
  cuts: { xs: number[]; ys: number[] };
}

/** How many items of a size fit a sheet, and where the grid starts (centred). */
export function gridFor(paper: Size, size: Size): { cols: number; rows: number; x: number; y: number } {
  const cols = Math.floor((paper.width - 2 * MARGIN) / size.width);
  const rows = Math.floor((paper.height - 2 * MARGIN) / size.height);
  if (cols < 1 || rows < 1) throw new Error(`a ${size.width}×${size.height} mm item does not fit the paper`);
  return {
    cols,
    rows,
    x: (paper.width - cols * size.width) / 2,
    y: (paper.height - rows * size.height) / 2,
  };
}

function sheetsOfShape(items: Printable[], shape: PrintShape, paper: Size): Sheet[] {
  const size = ITEM_SIZE[shape];
  const grid = gridFor(paper, size);
  const perSheet = grid.cols * grid.rows;
  const copies = items.filter((i) => i.shape === shape).flatMap((i) => Array<Printable>(i.copies).fill(i));
  const cuts = (cols: number, rows: number) => ({
    xs: Array.from({ length: cols + 1 }, (_, c) => grid.x + c * size.width),
    ys: Array.from({ length: rows + 1 }, (_, r) => grid.y + r * size.height),
  });
  const sheets: Sheet[] = [];
  for (let start = 0; start < copies.length; start += perSheet) {
    const chunk = copies.slice(start, start + perSheet);
    const rect = (i: number, mirrored: boolean): Rect => {
      const col = i % grid.cols;
      const x = grid.x + col * size.width;
      return {
        x: mirrored ? paper.width - x - size.width : x,
        y: grid.y + Math.floor(i / grid.cols) * size.height,
        ...size,
      };
    };
    const rowsUsed = Math.ceil(chunk.length / grid.cols);
    const colsUsed = Math.min(chunk.length, grid.cols);
    const front = cuts(colsUsed, rowsUsed);
    sheets.push({
      shape,
      side: 'front',
      placed: chunk.map((item, i) => ({ rect: rect(i, false), item, side: item.face })),
      cuts: front,
    });
    sheets.push({
      shape,
      side: 'back',
      placed: chunk.map((item, i) => ({ rect: rect(i, true), item, side: item.back })),
      cuts: { xs: front.xs.map((x) => paper.width - x).reverse(), ys: front.ys },
    });
  }
  return sheets;
}

/** The sheets for a list of printables: tiles first, then cards, each front followed by its back. */
export function layoutSheets(items: Printable[], paper: Paper): Sheet[] {
  const size = PAPER[paper];
  return [...sheetsOfShape(items, 'tile', size), ...sheetsOfShape(items, 'card', size)];
}
