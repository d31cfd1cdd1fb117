/** Stands in for imported stylesheets and images: a stylesheet's import is ignored, an image's is this URL. */
export default 'test-file-stub';
