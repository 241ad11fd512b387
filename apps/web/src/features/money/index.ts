/** The money feature's public surface: a trip's expenses and 정산 (issue 23, decision 0034/0035). */
export { MoneyScreen } from './components/money-screen';
