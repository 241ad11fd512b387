/** The planner feature's public surface: the full-screen planner of a trip (issue 22). */
export { PlannerScreen } from './components/planner-screen';
