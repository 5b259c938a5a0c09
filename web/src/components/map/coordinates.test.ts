import { describe, expect, it } from 'vitest';
import { WIZARD_MSG } from '@shared/api/web-oznamenie-texts';
import {
  boundsMessage,
  formatCoordinate,
  formatLatLon,
  INVALID_LAT_LNG,
  isInSlovakia,
  parseDecimal,
  parseSearch,
  roundCoordinate,
} from './coordinates';

describe('parseDecimal', () => {
  it('accepts a dot or a comma as the decimal separator', () => {
    expect(parseDecimal('48.7302159')).toBe(48.7302159);
    expect(parseDecimal('48,7302159')).toBe(48.7302159);
    expect(parseDecimal(' 19,45 ')).toBe(19.45);
    expect(parseDecimal('48')).toBe(48);
    expect(parseDecimal('48,')).toBe(48);
    expect(parseDecimal('-0,5')).toBe(-0.5);
  });

  it('gives null for empty text and NaN for anything that is not one number', () => {
    expect(parseDecimal('')).toBeNull();
    expect(parseDecimal('   ')).toBeNull();
    for (const bad of ['abc', '48.7.3', '48,7,3', '1e5', '48°', '-', '48.73,19.45']) expect(parseDecimal(bad), bad).toBeNaN();
  });
});

describe('formatting', () => {
  it('shows 7 decimals with the Slovak decimal comma', () => {
    expect(formatCoordinate(48.73)).toBe('48,7300000');
    expect(formatCoordinate(19.456986249)).toBe('19,4569862');
    expect(formatCoordinate(48.73, '.')).toBe('48.7300000');
  });

  it('labels the marker with hemisphere abbreviations', () => {
    expect(formatLatLon({ lat: 48.7302159, lon: 19.4569862 })).toBe('48,7302159° s. š., 19,4569862° v. d.');
    expect(formatLatLon({ lat: -1.5, lon: -2 })).toBe('1,5000000° j. š., 2,0000000° z. d.');
  });

  it('rounds a map click to 7 decimals', () => {
    expect(roundCoordinate(48.730215912345)).toBe(48.7302159);
  });
});

describe('bounds of Slovakia', () => {
  it('accepts the default centre and the corners of the search box', () => {
    expect(isInSlovakia(48.7302159, 19.4569862)).toBe(true);
    expect(isInSlovakia(47.6633, 16.738)).toBe(true);
    expect(isInSlovakia(49.68, 23.04)).toBe(true);
  });

  it('refuses places outside with the wizard message', () => {
    expect(isInSlovakia(48.2082, 16.3738)).toBe(false); // Vienna
    expect(boundsMessage(48.2082, 16.3738)).toBe(WIZARD_MSG.outsideSlovakia);
    expect(boundsMessage(50.1, null)).toBe(WIZARD_MSG.outsideSlovakia);
    expect(boundsMessage(null, 24)).toBe(WIZARD_MSG.outsideSlovakia);
  });

  it('says nothing for places inside or for missing values', () => {
    expect(boundsMessage(48.73, 19.45)).toBeNull();
    expect(boundsMessage(null, null)).toBeNull();
    expect(boundsMessage(48.73, null)).toBeNull();
    expect(boundsMessage(Number.NaN, 19.45)).toBeNull();
  });
});

describe('parseSearch', () => {
  it("reads ':lat,lng' as coordinates", () => {
    expect(parseSearch(':48.7302159,19.4569862')).toEqual({ kind: 'coordinates', lat: 48.7302159, lon: 19.4569862 });
    expect(parseSearch(' : 48.73 , 19.45 ')).toEqual({ kind: 'coordinates', lat: 48.73, lon: 19.45 });
  });

  it('also reads Slovak decimal commas when the numbers are separated by a semicolon or a space', () => {
    expect(parseSearch(':48,73;19,45')).toEqual({ kind: 'coordinates', lat: 48.73, lon: 19.45 });
    expect(parseSearch(':48,73 19,45')).toEqual({ kind: 'coordinates', lat: 48.73, lon: 19.45 });
  });

  it("answers 'Please enter a valid lat, lng' when the colon is not followed by two numbers", () => {
    expect(INVALID_LAT_LNG).toBe('Please enter a valid lat, lng');
    for (const bad of [':', ':48.73', ':abc,def', ':48,73,19,45', ':48.73,19.45,3', ':95,19', ':48,190']) {
      expect(parseSearch(bad), bad).toEqual({ kind: 'error', message: 'Please enter a valid lat, lng' });
    }
  });

  it('needs at least 3 characters for a text search', () => {
    expect(parseSearch('Zv')).toEqual({ kind: 'hint', message: 'Zadajte aspoň 3 znaky.' });
    expect(parseSearch('  Zv  ')).toEqual({ kind: 'hint', message: 'Zadajte aspoň 3 znaky.' });
    expect(parseSearch('Zvolen')).toEqual({ kind: 'text', text: 'Zvolen' });
    expect(parseSearch('Ňa')).toEqual({ kind: 'hint', message: WIZARD_MSG.searchMin });
  });

  it('treats an empty box as empty', () => {
    expect(parseSearch('   ')).toEqual({ kind: 'empty' });
  });
});
