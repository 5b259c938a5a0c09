/** leaflet.heat 0.2 ships no types: a classic script that adds L.heatLayer to the global L. */
declare module 'leaflet.heat';
