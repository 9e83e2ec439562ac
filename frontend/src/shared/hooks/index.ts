export { useDebouncedValue } from './use-debounced-value.hook';
export { useDocumentTitle } from './use-document-title.hook';
