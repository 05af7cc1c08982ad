// How each `colour` value of the format is drawn.

/** Tile colours by the `colour` values of the format. */
export const tileColours: Record<string, string> = {
  blue: '#3b82f6',
  green: '#22a559',
  yellow: '#d9a413',
  red: '#e0443b',
  orange: '#ef7a1a',
  purple: '#9b5de5',
  grey: '#8b93a1',
};
