import { formatFileSize } from './file-size';

describe('formatFileSize', () => {
  it('counts small files in bytes', () => {
    expect([0, 1, 802, 1023].map(formatFileSize)).toEqual(['0 bytes', '1 byte', '802 bytes', '1023 bytes']);
  });

  it('uses KB, MB and GB of 1024 with one decimal below 100', () => {
    expect(formatFileSize(1024)).toBe('1 KB');
    expect(formatFileSize(3_565_158)).toBe('3.4 MB');
    expect(formatFileSize(1_610_612_736)).toBe('1.5 GB');
    expect(formatFileSize(150 * 1024 ** 2 + 600 * 1024)).toBe('151 MB');
  });
});
