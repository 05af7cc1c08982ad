// The sim pool factory of the mini Room 25, for the sim command's worker test.
export { miniGame } from '@roomsmith/sim/testing';
