import { Utils } from '@blueprintjs/table';

/**
 * On every update, which while scrolling is every frame, Blueprint's table (6.2) asks whether its row
 * heights changed by comparing the array in its state with the previous one element by element, even when
 * both are the same array. With one entry per loaded row that is 100,000 comparisons a frame, about a tenth
 * of the table's scripting time at that size. The same array is equal to itself; only a new one is compared.
 */
const compareElementwise = Utils.compareSparseArrays;

type SparseArray = Parameters<typeof compareElementwise>[0];

Utils.compareSparseArrays = function compareSparseArrays(a: SparseArray, b: SparseArray): boolean {
  return (a !== undefined && a === b) || compareElementwise(a, b);
};
