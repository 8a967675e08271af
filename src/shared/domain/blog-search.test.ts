import { describe, expect, it } from 'vitest';
import {
  ALL_CATEGORIES,
  BLOG_QUERY_MAX,
  NO_BLOG_FILTERS,
  blogCategories,
  blogFiltersHref,
  filterBlogPosts,
  foldForSearch,
  foundCountLabel,
  matchesBlogSearch,
  parseBlogFilters,
} from './blog-search';

const rome = {
  title: 'Rome en trois jours : notre itinéraire',
  excerpt: 'Colisée, Vatican et trattorias du Trastevere.',
  tags: ['Rome', 'Itinéraire', 'City break'],
  category: 'Rome',
};
const paris = {
  title: 'Un week-end romantique à Paris',
  excerpt: 'Les adresses secrètes de la capitale pour un séjour à deux.',
  tags: ['Paris', 'Couple', 'Hors des sentiers battus'],
  category: 'Paris',
};
const amalfi = {
  title: 'La côte amalfitaine en basse saison',
  excerpt: "Positano sans la foule, l'été indien et les sentiers des dieux.",
  tags: ['Côte amalfitaine', 'Italie', 'Randonnée'],
  category: 'Italie',
};
const posts = [rome, paris, amalfi];

describe('foldForSearch', () => {
  it('lowercases, strips accents and ligatures, collapses spaces', () => {
    expect(foldForSearch('  Côte   AMALFITAINE ')).toBe('cote amalfitaine');
    expect(foldForSearch('Œuvre d’art, ÉTÉ')).toBe("oeuvre d'art, ete");
  });
});

describe('matchesBlogSearch', () => {
  it('matches everything on an empty or blank query', () => {
    expect(matchesBlogSearch(rome, '')).toBe(true);
    expect(matchesBlogSearch(rome, '   ')).toBe(true);
  });

  it('searches the title, ignoring case', () => {
    expect(matchesBlogSearch(rome, 'TROIS JOURS')).toBe(true);
    expect(matchesBlogSearch(paris, 'trois jours')).toBe(false);
  });

  it('searches the excerpt', () => {
    expect(matchesBlogSearch(rome, 'trastevere')).toBe(true);
    expect(matchesBlogSearch(paris, 'trastevere')).toBe(false);
  });

  it('searches the tags', () => {
    expect(matchesBlogSearch(paris, 'couple')).toBe(true);
    expect(matchesBlogSearch(amalfi, 'randonnee')).toBe(true);
  });

  it('ignores accents on both sides', () => {
    expect(matchesBlogSearch(amalfi, 'cote')).toBe(true);
    expect(matchesBlogSearch(amalfi, 'ÉTÉ')).toBe(true);
    expect(matchesBlogSearch(rome, 'itineraire')).toBe(true);
    expect(matchesBlogSearch(rome, 'colisee')).toBe(true);
  });

  it('does not search the category or other fields', () => {
    const onlyCategory = { title: 'Titre', excerpt: 'Résumé', tags: [], category: 'Conseils' };
    expect(matchesBlogSearch(onlyCategory, 'conseils')).toBe(false);
  });

  it('needs every word, each in any field', () => {
    expect(matchesBlogSearch(rome, 'vatican itinéraire')).toBe(true);
    expect(matchesBlogSearch(rome, 'vatican paris')).toBe(false);
  });
});

describe('filterBlogPosts', () => {
  it('keeps every post for Tous and no query, in order', () => {
    expect(filterBlogPosts(posts, { category: ALL_CATEGORIES })).toEqual(posts);
    expect(filterBlogPosts(posts, {})).toEqual(posts);
  });

  it('filters by category', () => {
    expect(filterBlogPosts(posts, { category: 'Paris' })).toEqual([paris]);
    expect(filterBlogPosts(posts, { category: 'Conseils' })).toEqual([]);
  });

  it('combines category and search', () => {
    expect(filterBlogPosts(posts, { category: 'Italie', query: 'sentiers' })).toEqual([amalfi]);
    expect(filterBlogPosts(posts, { query: 'sentiers' })).toEqual([paris, amalfi]);
    expect(filterBlogPosts(posts, { category: 'Rome', query: 'sentiers' })).toEqual([]);
  });
});

describe('blogCategories and the count', () => {
  it('lists each category once, alphabetically', () => {
    expect(blogCategories([...posts, { ...rome, title: 'Autre' }])).toEqual(['Italie', 'Paris', 'Rome']);
  });

  it('words the count as the spec does', () => {
    expect(foundCountLabel(6)).toBe('6 article(s) trouvé(s)');
    expect(foundCountLabel(0)).toBe('0 article(s) trouvé(s)');
  });
});

describe('the filters in the /blog address (issue 13 §10)', () => {
  const categories = ['Italie', 'Paris', 'Rome'];

  it('reads the search and a known category', () => {
    expect(parseBlogFilters('?q=trastevere&category=Rome', categories)).toEqual({ query: 'trastevere', category: 'Rome' });
    expect(parseBlogFilters(new URLSearchParams('q=c%C3%B4te'), categories)).toEqual({ query: 'côte', category: ALL_CATEGORIES });
    expect(parseBlogFilters('', categories)).toEqual(NO_BLOG_FILTERS);
  });

  it('turns any other address into a valid list: unknown category means Tous, long searches are cut', () => {
    expect(parseBlogFilters('?category=Londres', categories).category).toBe(ALL_CATEGORIES);
    expect(parseBlogFilters('?category=rome', categories).category).toBe(ALL_CATEGORIES);
    expect(parseBlogFilters(`?q=${'a'.repeat(500)}`, categories).query).toHaveLength(BLOG_QUERY_MAX);
    expect(parseBlogFilters('?q=%20%20rome%20%20%20antique', categories).query).toBe('rome antique');
  });

  it('writes the address back, without empty or default filters', () => {
    expect(blogFiltersHref(NO_BLOG_FILTERS)).toBe('/blog');
    expect(blogFiltersHref({ query: ' rome ', category: ALL_CATEGORIES })).toBe('/blog?q=rome');
    expect(blogFiltersHref({ query: 'côte & mer', category: 'Italie' })).toBe('/blog?q=c%C3%B4te+%26+mer&category=Italie');
    const back = blogFiltersHref({ query: 'côte & mer', category: 'Italie' });
    expect(parseBlogFilters(back.slice(back.indexOf('?')), categories)).toEqual({ query: 'côte & mer', category: 'Italie' });
  });
});
