//! The cells of a board as a raster: one pixel per cell of a palette PNG, which the SVG
//! of a board too large for vectors embeds in their place ([`super::svg`]).
//!
//! The raster has one colour per kind that some cell other than a move has, then one
//! per kind that some move is on. Each is taken from a fixed palette, [`PALETTE`], whose
//! colours are far apart (any two at least [`MIN_DISTANCE`] apart in RGB, so that a
//! reader tells them apart on a board of one-pixel cells): the free colour of the
//! palette nearest to the kind's own colour, or for a move to the move's colour and the
//! kind's mixed half and half. So the raster looks like the vector picture, yet no two of
//! its colours are close. Past the palette's 27 colours (no problem's picture has so
//! many kinds), a shade keeps its wanted colour, nudged in its blue channel until
//! distinct. Each pixel tells its cell's kind and whether it is a move, and the legend
//! names each colour ([`Shade::name`]).
//!
//! The pixels are packed at the fewest bits the palette allows (1, 2, 4 or 8), rows
//! top to bottom, unfiltered, deflated at the balanced level. With at most 16 colours (every
//! problem's pictures have fewer), a board of a million cells takes at most 500 KB even
//! before the deflate (667 KB in base64). O(cells) time and memory.

use super::picture::{Picture, Style};
use base64::Engine;

/// A colour of the raster: the pixels of cells of kind `kind`, moves or not.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Shade {
    /// The kind of the cells, an index into [`Picture::kinds`].
    pub kind: usize,
    /// Whether the cells are moves.
    pub is_move: bool,
    pub rgb: [u8; 3],
}

impl Shade {
    /// What the colour means, for the legend: the kind's name, or for a move
    /// `<move's name>, on: <kind's name>`.
    pub fn name(&self, picture: &Picture) -> String {
        let kind = picture.kinds()[self.kind].name;
        match self.is_move {
            false => kind.to_string(),
            true => format!("{}, on: {kind}", picture.move_style().name),
        }
    }

    /// The colour as `#rrggbb`.
    pub fn colour(&self) -> String {
        let [r, g, b] = self.rgb;
        format!("#{r:02x}{g:02x}{b:02x}")
    }
}

/// The cells of a picture as a palette PNG, one pixel per cell.
#[derive(Clone, Debug)]
pub struct Raster {
    /// The colours, pixel value `i` being `palette[i]`.
    pub palette: Vec<Shade>,
    /// The PNG file.
    pub png: Vec<u8>,
}

impl Raster {
    /// The raster of `picture`'s cells (a board of at least one cell).
    pub fn new(picture: &Picture) -> Self {
        let palette = palette(picture);
        let mut index = vec![0u8; 2 * picture.kinds().len()];
        for (i, shade) in palette.iter().enumerate() {
            index[2 * shade.kind + usize::from(shade.is_move)] = i as u8;
        }
        let depth = bits_per_pixel(palette.len());
        let (rows, cols) = (picture.rows(), picture.cols());
        let row_bytes = (cols * usize::from(depth)).div_ceil(8);
        let mut pixels = vec![0u8; rows * row_bytes];
        for cell in 0..rows * cols {
            let value = index[2 * picture.kind(cell) + usize::from(picture.is_move(cell))];
            let bit = (cell % cols) * usize::from(depth);
            let byte = (cell / cols) * row_bytes + bit / 8;
            pixels[byte] |= value << (8 - usize::from(depth) - bit % 8);
        }
        let png = encode(&palette, depth, (rows, cols), &pixels);
        Raster { palette, png }
    }

    /// The PNG as a `data:` URI.
    pub fn data_uri(&self) -> String {
        let base64 = base64::engine::general_purpose::STANDARD.encode(&self.png);
        format!("data:image/png;base64,{base64}")
    }
}

/// The colour `#rrggbb` as its channels.
pub fn rgb(colour: &str) -> [u8; 3] {
    let channel = |i: usize| {
        let hex = colour.get(i..i + 2).expect("a colour #rrggbb");
        u8::from_str_radix(hex, 16).expect("a colour #rrggbb")
    };
    [channel(1), channel(3), channel(5)]
}

/// The levels of each channel of [`PALETTE`].
const LEVELS: [u8; 3] = [0x20, 0x90, 0xff];

/// The raster's colours: every colour whose red, green and blue are each one of
/// [`LEVELS`].
pub const PALETTE: [[u8; 3]; 27] = levels_cubed();

/// The least distance between two colours of [`PALETTE`], RGB Euclidean (the levels are
/// 112 and 111 apart).
pub const MIN_DISTANCE: f64 = 111.0;

const fn levels_cubed() -> [[u8; 3]; 27] {
    let mut palette = [[0; 3]; 27];
    let mut i = 0;
    while i < 27 {
        palette[i] = [LEVELS[i / 9], LEVELS[i / 3 % 3], LEVELS[i % 3]];
        i += 1;
    }
    palette
}

/// The RGB Euclidean distance between two colours.
pub fn distance(a: [u8; 3], b: [u8; 3]) -> f64 {
    let square = |i: usize| (f64::from(a[i]) - f64::from(b[i])).powi(2);
    (square(0) + square(1) + square(2)).sqrt()
}

/// The shades the cells of `picture` take: the kinds of the cells that are not moves,
/// then the kinds of the moves, each in the order of the kinds, each in the free colour
/// of [`PALETTE`] nearest to the colour it stands for.
fn palette(picture: &Picture) -> Vec<Shade> {
    let kinds = picture.kinds().len();
    let mut used = vec![false; 2 * kinds];
    for cell in 0..picture.rows() * picture.cols() {
        used[2 * picture.kind(cell) + usize::from(picture.is_move(cell))] = true;
    }
    let mut palette: Vec<Shade> = Vec::new();
    for is_move in [false, true] {
        for (kind, style) in picture.kinds().iter().enumerate() {
            if !used[2 * kind + usize::from(is_move)] {
                continue;
            }
            let wanted = match is_move {
                false => rgb(style.colour),
                true => move_on(picture.move_style(), style),
            };
            let taken = |rgb: &[u8; 3]| palette.iter().any(|shade| shade.rgb == *rgb);
            let nearest = PALETTE
                .iter()
                .filter(|colour| !taken(colour))
                .min_by(|a, b| distance(**a, wanted).total_cmp(&distance(**b, wanted)));
            let mut rgb = nearest.copied().unwrap_or(wanted);
            while taken(&rgb) {
                rgb[2] = rgb[2].wrapping_add(1);
            }
            palette.push(Shade { kind, is_move, rgb });
        }
    }
    assert!(palette.len() <= 256, "at most 256 colours");
    palette
}

/// The colour of a move on a cell of `kind`: the move's colour and the kind's, half and
/// half (rounded up).
fn move_on(move_style: &Style, kind: &Style) -> [u8; 3] {
    let (mark, under) = (rgb(move_style.colour), rgb(kind.colour));
    let mix = |i: usize| ((u16::from(mark[i]) + u16::from(under[i])).div_ceil(2)) as u8;
    [mix(0), mix(1), mix(2)]
}

/// The fewest bits per pixel (1, 2, 4 or 8) that tell `colours` colours apart.
fn bits_per_pixel(colours: usize) -> u8 {
    [1, 2, 4, 8]
        .into_iter()
        .find(|&bits| colours <= 1 << bits)
        .expect("at most 256 colours")
}

/// The PNG of the packed `pixels`, `rows` x `cols` at `depth` bits a pixel.
fn encode(palette: &[Shade], depth: u8, (rows, cols): (usize, usize), pixels: &[u8]) -> Vec<u8> {
    let plte: Vec<u8> = palette.iter().flat_map(|shade| shade.rgb).collect();
    let size = |n: usize| u32::try_from(n).expect("a board under 2^32 cells a side");
    let mut png = Vec::new();
    let mut encoder = png::Encoder::new(&mut png, size(cols), size(rows));
    encoder.set_color(png::ColorType::Indexed);
    encoder.set_depth(match depth {
        1 => png::BitDepth::One,
        2 => png::BitDepth::Two,
        4 => png::BitDepth::Four,
        _ => png::BitDepth::Eight,
    });
    encoder.set_palette(plte);
    encoder.set_compression(png::Compression::Balanced);
    encoder.set_filter(png::Filter::NoFilter);
    let mut writer = encoder.write_header().expect("a valid PNG header");
    writer
        .write_image_data(pixels)
        .expect("pixels that fill the image");
    writer.finish().expect("writing to memory");
    png
}
