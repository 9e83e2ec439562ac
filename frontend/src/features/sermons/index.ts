/** The sermons feature's public face for the app: the editor, which the app gives who is signed in. */
export { SermonEditor } from './components/sermon-editor';
