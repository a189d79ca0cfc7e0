/**
 * Reference points for the campuses and offices in `nepal-places.json`, looked up independently of
 * the data file, as [id, lat, lon, source]. `gazetteer.test.ts` fails if a landmark drifts more than
 * 1 km from its reference. Sources (see README.md):
 *   Wikipedia — the infobox coordinates of the institution's article (English unless noted);
 *   OSM — OpenStreetMap objects in a public Overpass export of Kathmandu colleges
 *         (stharavi01/openstreetmapColleges) or a public OSM-derived bus-stop layer (suress/KU-map);
 *   CSIT maps — two public maps of the colleges teaching BSc CSIT with hand-placed points: one list of
 *         constituent and private colleges, and Raman-Shakya/CSIT-COLLEGES-VIEW (view/corrected.js);
 *         the two agree within 200 m, and with OSM where both have a college (St. Xavier's, Sagarmatha,
 *         Nagarjuna: within 50 m).
 */
type Reference = readonly [id: string, lat: number, lon: number, source: string];

export const LANDMARK_REFERENCES: readonly Reference[] = [
  ['tribhuvan-university', 27.68184, 85.28646, 'Wikipedia'],
  ['pulchowk-campus', 27.682933, 85.317758, 'Wikipedia (ur)'],
  ['thapathali-campus', 27.69413, 85.319085, 'OSM node 11035159505'],
  ['amrit-science-campus', 27.717824, 85.312823, 'CSIT maps'],
  ['tri-chandra-campus', 27.70914, 85.3158, 'public Google Maps embed of the campus'],
  ['padma-kanya-campus', 27.705889, 85.320705, 'CSIT maps'],
  ['public-youth-campus', 27.71305, 85.30725, 'OSM way 136485908 (campus outline)'],
  ['maharajgunj-medical-campus', 27.734384, 85.330348, 'OSM node 4795372226'],
  ['patan-multiple-campus', 27.679184, 85.321369, 'CSIT maps'],
  ['bhaktapur-multiple-campus', 27.669235, 85.420891, 'CSIT maps'],
  [
    'kathmandu-university',
    27.619797,
    85.538554,
    'OSM stop "Kathmandu University"; KU campus maps 27.6194, 85.5395',
  ],
  ['birendra-multiple-campus', 27.688066, 84.431128, 'CSIT maps'],
  ['agriculture-and-forestry-university', 27.650407, 84.350143, 'Wikipedia'],
  ['bp-koirala-institute-of-health-sciences', 26.808291, 87.26655, 'Wikipedia'],
  ['central-campus-of-technology', 26.806553, 87.28454, 'CSIT maps'],
  ['mahendra-morang-campus', 26.445755, 87.274392, 'CSIT maps'],
  ['mechi-multiple-campus', 26.560921, 88.087183, 'CSIT maps'],
  ['ramsworup-ramsagar-campus', 26.716663, 85.932901, 'CSIT maps'],
  ['thakur-ram-campus', 27.012981, 84.867922, 'Wikipedia'],
  ['prithvi-narayan-campus', 28.240063, 83.991689, 'CSIT maps'],
  ['pokhara-university', 28.147286, 84.082174, 'Wikipedia'],
  ['butwal-multiple-campus', 27.711196, 83.468139, 'CSIT maps'],
  ['bhairahawa-multiple-campus', 27.506782, 83.464734, 'CSIT maps'],
  ['mahendra-multiple-campus-nepalgunj', 28.038883, 81.61053, 'CSIT maps'],
  ['mahendra-multiple-campus-dang', 28.028824, 82.486249, 'CSIT maps'],
  ['mid-western-university', 28.5896, 81.6232, 'Wikipedia'],
  ['siddhanath-science-campus', 28.954301, 80.182425, 'CSIT maps'],
  ['singha-durbar', 27.698269, 85.325253, 'Wikipedia (es)'],
  ['tribhuvan-international-airport', 27.69639, 85.35889, 'Wikipedia'],
];

/** Named in the feature's request: the list must keep them. */
export const REQUIRED_LANDMARKS: readonly string[] = [
  'tribhuvan-university',
  'pulchowk-campus',
  'kathmandu-university',
  'thapathali-campus',
  'amrit-science-campus',
  'tri-chandra-campus',
  'padma-kanya-campus',
  'patan-multiple-campus',
  'bhaktapur-multiple-campus',
  'prithvi-narayan-campus',
  'bp-koirala-institute-of-health-sciences',
  'mahendra-morang-campus',
  'birendra-multiple-campus',
  'agriculture-and-forestry-university',
  'pokhara-university',
  'mid-western-university',
  'butwal-multiple-campus',
  'thakur-ram-campus',
  'ramsworup-ramsagar-campus',
  'singha-durbar',
];
