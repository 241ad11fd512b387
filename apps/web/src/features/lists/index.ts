/** The lists feature's public surface: a trip's packing list and to-dos (issue 23). */
export { ListsScreen } from './components/lists-screen';
export type { ListPerson } from './components/types';
