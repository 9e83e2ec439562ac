export { useDebouncedValue } from './use-debounced-value.hook';
export { useDocumentTitle } from './use-document-title.hook';
export { useMediaQuery } from './use-media-query.hook';
export { markFirstPageShown, useAfterFirstPage } from './first-page.util';
