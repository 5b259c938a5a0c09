/**
 * The deck.gl heatmap layer (map chunk only – it imports deck.gl). deck.gl's HeatmapLayer with three
 * changes that make it look like the spec's Leaflet.heat and keep it fast in software WebGL:
 * - the stamp is Leaflet.heat's blurred disc (1 − smoothstep from radius − blur to radius + blur,
 *   heatmap-scale.ts `stamp`) instead of deck.gl's narrow Gaussian;
 * - the colour domain is ours ([0, top] in items, heatmap-scale.ts): the layer's max-weight pass (one
 *   vertex per texel of its weights texture, 4 million at the default size – the bulk of a software
 *   frame) is skipped, and the logarithmic scale is baked into the colour ramp;
 * - it is fed the pre-aggregated cells of heatmap-grid.ts (weighted points), not every item.
 */
import { HeatmapLayer, type HeatmapLayerProps } from '@deck.gl/aggregation-layers';
import type { HeatmapGrid } from './heatmap-grid';
import { colorRamp, HEATMAP_SPEC, STAMP_CORE_PX, STAMP_RADIUS_PX, scaleTop } from './heatmap-scale';

const GAUSSIAN = 'return pow(2.71828, -u*u/0.05555)/(1.77245385*0.166666);';
/** u = distance / radius (0…1); the same curve as heatmap-scale.ts `stamp`. */
const DISC = `return 1.0 - smoothstep(${(STAMP_CORE_PX / STAMP_RADIUS_PX).toFixed(4)}, 1.0, u);`;

/**
 * Weights texture size for a map of this size (px). deck.gl stamps into a texture covering twice its size
 * in screen pixels (one texel = 2 px, HeatmapLayer's RESOLUTION) around the view, so half the map's
 * larger side (rounded up to 256) already covers the map at full detail; a larger texture only adds an
 * off-screen margin that every stamp must clear and that a pan rarely uses. The first frame is the
 * measure (bench:heatmap, SwiftShader, 1280×800): 768 instead of 1280 (a float texture of 6 instead of
 * 26 MB) took ≈ 130 ms off it with the same picture. At least 512, at most deck.gl's 2048.
 */
export function weightsTextureSize(width: number, height: number): number {
  return Math.min(2048, Math.max(512, Math.ceil(Math.max(width, height) / 2 / 256) * 256));
}

/** Thrown by getShaders to stop deck.gl building the max-weight transform (see _setupResources). */
const SKIP_MAX_WEIGHT = new Error('heatmap: no max-weight transform');
/** True while a layer's _setupResources runs (synchronously). */
let settingUp = false;

class DiscHeatmapLayer extends HeatmapLayer {
  static layerName = 'DiscHeatmapLayer';

  // biome-ignore lint/suspicious/noExplicitAny: deck.gl's own signature
  getShaders(shaders: any) {
    if (settingUp && shaders.modules?.some((m: { name?: string }) => m.name === 'maxWeight')) throw SKIP_MAX_WEIGHT;
    if (typeof shaders.fs === 'string' && shaders.fs.includes('gaussianKDE')) {
      if (!shaders.fs.includes(GAUSSIAN)) throw new Error('deck.gl HeatmapLayer kernel changed: update heatmap-layer.ts');
      return super.getShaders({ ...shaders, fs: shaders.fs.replace(GAUSSIAN, DISC) });
    }
    return super.getShaders(shaders);
  }

  _updateWeightmap() {
    super._updateWeightmap();
    // deck.gl rescales a SUM domain by its texture's metres per texel; ours is in items (the stamp is 1
    // at an item's centre, so a texel's weight is items): only the texture format's scale applies
    const state = this.state as unknown as { weightsScale: number; colorDomain: number[] };
    const [lo, hi] = this.props.colorDomain ?? [0, 0];
    state.colorDomain = [lo * state.weightsScale, hi * state.weightsScale];
  }

  /**
   * deck.gl's resources without the max-weight transform: our domain is known, so its pass never runs,
   * and building it (shader assembly, compiling and linking one more program in software WebGL) only
   * delays the first frame. deck.gl builds it last in _setupResources; getShaders stops it there.
   */
  _setupResources() {
    settingUp = true;
    try {
      super._setupResources();
      return;
    } catch (e) {
      if (e !== SKIP_MAX_WEIGHT) throw e;
    } finally {
      settingUp = false;
    }
    const { device } = this.context;
    this.setState({
      maxWeightTransform: null,
      zoom: null,
      triPositionBuffer: device.createBuffer({ byteLength: 48 }),
      triTexCoordBuffer: device.createBuffer({ byteLength: 48 }),
    });
  }

  /** Our domain is known: the max-weight pass is not needed. */
  _updateMaxWeightValue() {}
}

export interface HeatLayerOptions {
  id?: string;
  grid: HeatmapGrid;
  /** weightsTextureSize() of the map's size. */
  textureSize: number;
}

/** The layer's binary data and colour ramp per grid (a re-render with the same grid must not re-upload them). */
const perGrid = new WeakMap<HeatmapGrid, { data: unknown; ramp: [number, number, number, number][] }>();

/** The heatmap of one grid (one zoom of one data set). */
export function heatLayer({ id = 'heatmapa', grid, textureSize }: HeatLayerOptions) {
  const top = scaleTop(grid.densest);
  let cached = perGrid.get(grid);
  if (!cached) {
    cached = {
      data: { length: grid.length, attributes: { getPosition: { value: grid.positions, size: 2 }, getWeight: { value: grid.weights, size: 1 } } },
      ramp: colorRamp(top),
    };
    perGrid.set(grid, cached);
  }
  return new DiscHeatmapLayer({
    // the texture size is fixed when the layer starts: a new size is a new layer
    id: `${id}-${textureSize}`,
    data: cached.data as HeatmapLayerProps['data'],
    radiusPixels: STAMP_RADIUS_PX,
    intensity: HEATMAP_SPEC.intensity,
    // in items; the smallest positive start: the opacity comes from the ramp, not from deck.gl's threshold
    colorDomain: [1e-6, top],
    colorRange: cached.ramp as HeatmapLayerProps['colorRange'],
    aggregation: 'SUM',
    weightsTextureSize: textureSize,
    debounceTimeout: 150,
  });
}
