import t from 'tap';
import { actionFor, listOf, toggleFavourite, toggleId } from '../../../shared/logic/favourites.ts';

t.test('the local toggle adds an absent id and removes every occurrence of a present one', async (t) => {
  t.same(toggleId([1, 2], 3), [1, 2, 3]);
  t.same(toggleId([1, 3, 2, 3], 3), [1, 2]);
  t.same(toggleId([], 7), [7]);
});

t.test('materials and courses are toggled in their own lists', async (t) => {
  const lists = { favoriteMaterials: [5], favoriteCourses: [5], count_materials: 1, count_courses: 1 };
  const next = toggleFavourite(lists, 'material', 5);
  t.same(next.favoriteMaterials, []);
  t.same(next.favoriteCourses, [5], 'the course list is untouched');
  t.same(toggleFavourite(lists, 'courses', 9).favoriteCourses, [5, 9]);
  t.same(lists.favoriteMaterials, [5], 'the input is not changed');
  t.equal(listOf('material'), 'favoriteMaterials');
  t.equal(listOf('courses'), 'favoriteCourses');
});

t.test('the call action follows the current state', async (t) => {
  t.equal(actionFor(false), 'add');
  t.equal(actionFor(true), 'delete');
});
