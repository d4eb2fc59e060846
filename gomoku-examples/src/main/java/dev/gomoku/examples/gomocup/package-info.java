/**
 * Gomocup entries: the checks the organisers' rules and their referee (GomocupJudge) apply to an
 * entry's zip, and the Windows executable header they look at.
 */
package dev.gomoku.examples.gomocup;
