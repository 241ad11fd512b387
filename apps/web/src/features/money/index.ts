/** The money feature's public surface: a trip's expenses and 정산 (issue 23, decisions 0034–0036, 0043). */
export { MoneyScreen } from './components/money-screen';
export { DayBudget } from './components/day-budget';
