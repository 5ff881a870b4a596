/**
 * Facts about each prefecture that the master lists of packages/domain do not carry and the
 * seed needs: population (weights where jobs are) and the prefectural office's position
 * (a rough location for offices, refined per municipality by a small deterministic offset).
 *
 * Population: 2020 Census of Japan (令和2年国勢調査), in thousands, rounded.
 * Position: the prefectural government office (都道府県庁所在地), WGS84, 4 decimals.
 */
export interface PrefectureFacts {
  readonly populationThousands: number;
  readonly latitude: number;
  readonly longitude: number;
}

/** Keyed by JIS prefecture code. */
export const PREFECTURE_FACTS: Readonly<Record<number, PrefectureFacts>> = Object.freeze({
  1: { populationThousands: 5225, latitude: 43.0642, longitude: 141.3469 },
  2: { populationThousands: 1238, latitude: 40.8244, longitude: 140.74 },
  3: { populationThousands: 1211, latitude: 39.7036, longitude: 141.1527 },
  4: { populationThousands: 2302, latitude: 38.2689, longitude: 140.8719 },
  5: { populationThousands: 960, latitude: 39.7186, longitude: 140.1024 },
  6: { populationThousands: 1068, latitude: 38.2404, longitude: 140.3633 },
  7: { populationThousands: 1833, latitude: 37.7503, longitude: 140.4676 },
  8: { populationThousands: 2867, latitude: 36.3418, longitude: 140.4468 },
  9: { populationThousands: 1933, latitude: 36.5657, longitude: 139.8836 },
  10: { populationThousands: 1939, latitude: 36.3911, longitude: 139.0608 },
  11: { populationThousands: 7345, latitude: 35.857, longitude: 139.6489 },
  12: { populationThousands: 6284, latitude: 35.6047, longitude: 140.1233 },
  13: { populationThousands: 14048, latitude: 35.6895, longitude: 139.6917 },
  14: { populationThousands: 9237, latitude: 35.4478, longitude: 139.6425 },
  15: { populationThousands: 2201, latitude: 37.9022, longitude: 139.0236 },
  16: { populationThousands: 1035, latitude: 36.6953, longitude: 137.2113 },
  17: { populationThousands: 1133, latitude: 36.5947, longitude: 136.6256 },
  18: { populationThousands: 767, latitude: 36.0652, longitude: 136.2216 },
  19: { populationThousands: 810, latitude: 35.6642, longitude: 138.5684 },
  20: { populationThousands: 2048, latitude: 36.6513, longitude: 138.181 },
  21: { populationThousands: 1979, latitude: 35.3912, longitude: 136.7223 },
  22: { populationThousands: 3633, latitude: 34.9769, longitude: 138.3831 },
  23: { populationThousands: 7542, latitude: 35.1802, longitude: 136.9066 },
  24: { populationThousands: 1770, latitude: 34.7303, longitude: 136.5086 },
  25: { populationThousands: 1414, latitude: 35.0045, longitude: 135.8686 },
  26: { populationThousands: 2578, latitude: 35.0212, longitude: 135.7556 },
  27: { populationThousands: 8838, latitude: 34.6863, longitude: 135.52 },
  28: { populationThousands: 5465, latitude: 34.6913, longitude: 135.183 },
  29: { populationThousands: 1324, latitude: 34.6853, longitude: 135.8327 },
  30: { populationThousands: 923, latitude: 34.226, longitude: 135.1675 },
  31: { populationThousands: 553, latitude: 35.5039, longitude: 134.2377 },
  32: { populationThousands: 671, latitude: 35.4723, longitude: 133.0505 },
  33: { populationThousands: 1888, latitude: 34.6618, longitude: 133.9344 },
  34: { populationThousands: 2800, latitude: 34.3966, longitude: 132.4596 },
  35: { populationThousands: 1342, latitude: 34.1859, longitude: 131.4714 },
  36: { populationThousands: 720, latitude: 34.0658, longitude: 134.5593 },
  37: { populationThousands: 950, latitude: 34.3401, longitude: 134.0434 },
  38: { populationThousands: 1335, latitude: 33.8416, longitude: 132.7657 },
  39: { populationThousands: 692, latitude: 33.5597, longitude: 133.5311 },
  40: { populationThousands: 5135, latitude: 33.6064, longitude: 130.4181 },
  41: { populationThousands: 811, latitude: 33.2494, longitude: 130.2988 },
  42: { populationThousands: 1312, latitude: 32.7448, longitude: 129.8737 },
  43: { populationThousands: 1738, latitude: 32.7898, longitude: 130.7417 },
  44: { populationThousands: 1124, latitude: 33.2382, longitude: 131.6126 },
  45: { populationThousands: 1070, latitude: 31.9111, longitude: 131.4239 },
  46: { populationThousands: 1588, latitude: 31.5602, longitude: 130.5581 },
  47: { populationThousands: 1467, latitude: 26.2124, longitude: 127.6809 },
});
