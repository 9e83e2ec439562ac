/** Points per inch: PDF measures in points. */
const INCH = 72;

/**
 * Avery 5160 (and its equivalents 8160, 5260…): US Letter, 3 columns × 10 rows of 2⅝ × 1 in.
 * labels, a ½ in. top margin, 3⁄16 in. side margins and ⅛ in. between columns (no gap between rows).
 */
export const AVERY_5160 = {
  page: { width: 8.5 * INCH, height: 11 * INCH },
  columns: 3,
  rows: 10,
  label: { width: 2.625 * INCH, height: 1 * INCH },
  top: 0.5 * INCH,
  side: 0.1875 * INCH,
  columnGap: 0.125 * INCH,
} as const;

export const LABELS_PER_PAGE = AVERY_5160.columns * AVERY_5160.rows;

/** Where the `index`th label of the run sits: its page (from 0) and the top-left corner of its label, in points. */
export function labelPosition(index: number): { page: number; x: number; y: number } {
  const onPage = index % LABELS_PER_PAGE;
  const column = onPage % AVERY_5160.columns;
  const row = Math.floor(onPage / AVERY_5160.columns);
  return {
    page: Math.floor(index / LABELS_PER_PAGE),
    x: AVERY_5160.side + column * (AVERY_5160.label.width + AVERY_5160.columnGap),
    y: AVERY_5160.top + row * AVERY_5160.label.height,
  };
}
