/** What the conversions feature lends other features: the verdict chip of a run. */
export { VerdictChip } from './components/run-status';
