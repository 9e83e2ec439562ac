import { AVERY_5160, labelPosition, LABELS_PER_PAGE } from './avery-5160.constant';

describe('Avery 5160 layout', () => {
  it('is a US Letter sheet of 30 labels, 2.625 × 1 in., filling the width exactly', () => {
    expect(AVERY_5160.page).toEqual({ width: 612, height: 792 });
    expect(LABELS_PER_PAGE).toBe(30);
    expect(AVERY_5160.label).toEqual({ width: 189, height: 72 });
    const { side, columnGap, label, columns, rows, top } = AVERY_5160;
    expect(2 * side + columns * label.width + (columns - 1) * columnGap).toBe(612);
    // A half inch above and below the ten rows.
    expect(2 * top + rows * label.height).toBe(792);
  });

  it('fills each row left to right, then the next row, then the next page', () => {
    expect(labelPosition(0)).toEqual({ page: 0, x: 13.5, y: 36 });
    expect(labelPosition(1)).toEqual({ page: 0, x: 211.5, y: 36 });
    expect(labelPosition(2)).toEqual({ page: 0, x: 409.5, y: 36 });
    expect(labelPosition(3)).toEqual({ page: 0, x: 13.5, y: 108 });
    expect(labelPosition(29)).toEqual({ page: 0, x: 409.5, y: 684 });
    expect(labelPosition(30)).toEqual({ page: 1, x: 13.5, y: 36 });
  });
});
