import { describe, expect, it } from 'vitest';
import { composePageFiles } from '../app/page-assets';
import { pageAssetTable, type Manifest } from './page-assets';

/** A browser build's manifest in the shape Vite writes it. */
const MANIFEST: Manifest = {
  'index.html': {
    file: 'assets/index-abc123.js',
    isEntry: true,
    imports: ['_shared-1.js'],
    dynamicImports: ['src/app/routes/news-list.tsx', '_merged-8.js', '_merged-8.js'],
    css: ['assets/index-abc123.css'],
  },
  '_shared-1.js': { file: 'assets/shared-1.js' },
  '_card-2.js': {
    file: 'assets/card-2.js',
    imports: ['_shared-1.js'],
    css: ['assets/card-2.css'],
  },
  'src/lib/i18n/dayjs-setup.ts': {
    file: 'assets/dayjs-setup-6.js',
    imports: ['_shared-1.js', '_dayjs-7.js'],
  },
  '_dayjs-7.js': { file: 'assets/dayjs-7.js' },
  'src/app/mantine-styles.ts': {
    file: 'assets/mantine-styles.css',
    css: ['assets/mantine-styles.css'],
  },
  'src/app/routes/news-list.tsx': {
    file: 'assets/news-list-3.js',
    imports: ['index.html', '_card-2.js'],
    dynamicImports: ['_carousel-9.js'],
    css: ['assets/news-list-3.css'],
  },
  '_carousel-9.js': {
    file: 'assets/carousel-9.js',
    imports: ['_card-2.js'],
    css: ['assets/carousel-9.css'],
  },
  'src/app/routes/news-detail.tsx': {
    file: 'assets/news-detail-4.js',
    imports: ['index.html', '_card-2.js'],
  },
  // Two page modules a bundler merged into one chunk, named after one of them.
  '_merged-8.js': { file: 'assets/children-weight-8.js', name: 'children-weight' },
};

/** Where the browser build put each page module. */
const PAGES = {
  'src/app/routes/news-list.tsx': 'assets/news-list-3.js',
  'src/app/routes/news-detail.tsx': 'assets/news-detail-4.js',
  'src/app/routes/children-height.tsx': 'assets/children-weight-8.js',
  'src/app/routes/children-weight.tsx': 'assets/children-weight-8.js',
  // Imported by the entry itself: nothing of its own to fetch.
  'src/app/routes/not-found.tsx': 'assets/index-abc123.js',
};

describe('the files a page is served with', () => {
  const table = pageAssetTable(MANIFEST, PAGES);

  it("lists a page's chunks beyond the entry's, each before its imports, then the date set-up's", () => {
    expect(composePageFiles(table, ['./routes/news-list.tsx'])).toEqual({
      styles: [
        'assets/mantine-styles.css',
        'assets/news-list-3.css',
        'assets/card-2.css',
        // A part the page loads lazily but the server renders: its styles only, last.
        'assets/carousel-9.css',
      ],
      preloads: [
        'assets/news-list-3.js',
        'assets/card-2.js',
        'assets/dayjs-setup-6.js',
        'assets/dayjs-7.js',
      ],
    });
  });

  it('names each file once, where it first comes, for nested pages', () => {
    const files = composePageFiles(table, ['./routes/news-detail.tsx', './routes/news-list.tsx']);
    expect(files.preloads).toEqual([
      'assets/news-detail-4.js',
      'assets/card-2.js',
      'assets/news-list-3.js',
      'assets/dayjs-setup-6.js',
      'assets/dayjs-7.js',
    ]);
    expect(files.styles).toEqual([
      'assets/mantine-styles.css',
      'assets/card-2.css',
      'assets/news-list-3.css',
      'assets/carousel-9.css',
    ]);
  });

  it('finds a page merged into a chunk named after another page by the chunk it is in', () => {
    expect(table.pages['./routes/children-height.tsx']?.preloads).toEqual([
      'assets/children-weight-8.js',
    ]);
    expect(table.pages['./routes/not-found.tsx']).toEqual({
      preloads: [],
      styles: [],
      lazyStyles: [],
    });
  });

  it('fails the build when a page module, the date set-up or the component styles are missing', () => {
    expect(() =>
      pageAssetTable(MANIFEST, { ...PAGES, 'src/app/routes/gone.tsx': 'assets/gone.js' }),
    ).toThrow(/the chunk assets\/gone\.js of src\/app\/routes\/gone\.tsx/);
    const withoutDates = { ...MANIFEST };
    delete withoutDates['src/lib/i18n/dayjs-setup.ts'];
    expect(() => pageAssetTable(withoutDates, PAGES)).toThrow(/src\/lib\/i18n\/dayjs-setup\.ts/);
    const withoutStyles = { ...MANIFEST };
    delete withoutStyles['src/app/mantine-styles.ts'];
    expect(() => pageAssetTable(withoutStyles, PAGES)).toThrow(/mantine-styles/);
  });
});
