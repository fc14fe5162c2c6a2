// Single-file submission of `hdu4678`, for judges that take one file and no crate: the
// `main` of src/bin/hdu4678.rs and the items of the grid-games library it uses (from its
// modules grid, hdu4678, judge, scanner and swar), without tests or doc comments. It
// builds alone with Rust 1.57 or later: `rustc --edition 2021 -O hdu4678.rs`. Generated
// by `cargo lab bundle`: do not edit it, change the sources and regenerate.

#![forbid(unsafe_code)]

fn main() {
    judge::main("hdu4678", hdu4678::run);
}

mod grid {
    #[derive(Clone, Copy, Debug, PartialEq, Eq)]
    pub struct Adjacency {
        diagonal: bool,
    }

    impl Adjacency {
        pub const EIGHT: Adjacency = Adjacency { diagonal: true };
    }

    #[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
    pub struct Shape {
        rows: usize,
        cols: usize,
        ring: usize,
    }

    impl Shape {
        pub fn new(rows: usize, cols: usize) -> Option<Self> {
            Self::build(rows, cols, 0)
        }

        fn build(rows: usize, cols: usize, ring: usize) -> Option<Self> {
            let stored_rows = rows.checked_add(2 * ring)?;
            let stored_cols = cols.checked_add(2 * ring)?;
            let cells = stored_rows.checked_mul(stored_cols)?;
            if cells <= u32::MAX as usize {
                Some(Shape { rows, cols, ring })
            } else {
                None
            }
        }

        pub fn rows(&self) -> usize {
            self.rows
        }

        pub fn cols(&self) -> usize {
            self.cols
        }

        fn stored_rows(&self) -> usize {
            self.rows + 2 * self.ring
        }

        fn stored_cols(&self) -> usize {
            self.cols + 2 * self.ring
        }

        pub fn len(&self) -> usize {
            self.stored_rows() * self.stored_cols()
        }

        #[inline]
        pub fn index(&self, row: usize, col: usize) -> usize {
            debug_assert!(row < self.rows && col < self.cols);
            (row + self.ring) * self.stored_cols() + col + self.ring
        }

        pub fn coords(&self, cell: usize) -> Option<(usize, usize)> {
            let (r, c) = (cell / self.stored_cols(), cell % self.stored_cols());
            let inside = |x: usize, n: usize| x >= self.ring && x < n + self.ring;
            (inside(r, self.rows) && inside(c, self.cols)).then(|| (r - self.ring, c - self.ring))
        }
    }

    #[derive(Clone, Debug, Default)]
    pub struct Flood {
        mark: Vec<u8>,
        marked: Vec<(u32, u32)>,
        seeds: Vec<Seed>,
    }

    #[derive(Clone, Copy, Debug)]
    struct Seed {
        lo: u32,
        hi: u32,
        parent_lo: u32,
        parent_hi: u32,
    }

    const UNREACHED: u8 = 0;
    const WALL: u8 = 1;
    const WAITING: u8 = 2;
    const EXPANDED: u8 = WAITING | 1;
    const UNMARK_BLOCK: usize = 16;

    impl Flood {
        pub fn fill(
            &mut self,
            shape: Shape,
            adjacency: Adjacency,
            sources: &[usize],
            mut enter: impl FnMut(usize) -> bool,
        ) {
            self.unmark_all(shape.len());
            let width = shape.stored_cols();
            let widen = usize::from(adjacency.diagonal);
            let Flood {
                mark,
                marked,
                seeds,
            } = self;
            let mark = &mut mark[..shape.len()];
            seeds.clear();
            for &source in sources {
                mark[source] = WAITING;
                marked.push((source as u32, source as u32 + 1));
                push_seed(seeds, source..source + 1, &(0..0));
            }
            while let Some(seed) = seeds.pop() {
                let (lo, hi) = (seed.lo as usize, seed.hi as usize);
                if mark[lo] == EXPANDED {
                    continue;
                }
                let row_start = lo - lo % width;
                let row_end = row_start + width;
                // Waiting to expanded, as a loop that vectorises rather than a `memset` call per
                // short run.
                for m in &mut mark[lo..hi] {
                    *m |= EXPANDED;
                }
                let mut left = lo;
                while left > row_start && admit(mark, left - 1, &mut enter) {
                    left -= 1;
                    mark[left] = EXPANDED;
                }
                let mut right = hi;
                while right < row_end && admit(mark, right, &mut enter) {
                    mark[right] = EXPANDED;
                    right += 1;
                }
                // The span and the walls that end it, if any.
                let from = left.saturating_sub(1).max(row_start);
                let to = (right + 1).min(row_end);
                marked.push((from as u32, to as u32));
                let from = left.saturating_sub(widen).max(row_start);
                let to = (right + widen).min(row_end);
                let parent = seed.parent_lo as usize..seed.parent_hi as usize;
                for row in [row_start.checked_sub(width), Some(row_end)] {
                    if let Some(row) = row.filter(|&r| r < shape.len()) {
                        let cells = row + (from - row_start)..row + (to - row_start);
                        marked.push((cells.start as u32, cells.end as u32));
                        // The parent span, if in this row, is expanded: only its sides are new.
                        let before = cells.start..cells.end.min(parent.start.max(cells.start));
                        let after = parent.end.max(cells.start).min(cells.end)..cells.end;
                        for part in [before, after] {
                            scan(mark, seeds, part, left..right, &mut enter);
                        }
                    }
                }
            }
        }

        fn unmark_all(&mut self, len: usize) {
            for (start, end) in self.marked.drain(..) {
                for block in (start as usize..end as usize).step_by(UNMARK_BLOCK) {
                    self.mark[block..block + UNMARK_BLOCK].fill(UNREACHED);
                }
            }
            if self.mark.len() < len + UNMARK_BLOCK {
                self.mark.resize(len + UNMARK_BLOCK, UNREACHED);
            }
        }
    }

    #[inline]
    fn admit(mark: &mut [u8], cell: usize, enter: &mut impl FnMut(usize) -> bool) -> bool {
        match mark[cell] {
            UNREACHED => {
                let passable = enter(cell);
                mark[cell] = if passable { WAITING } else { WALL };
                passable
            }
            state => state == WAITING,
        }
    }

    #[inline]
    fn scan(
        mark: &mut [u8],
        seeds: &mut Vec<Seed>,
        cells: std::ops::Range<usize>,
        span: std::ops::Range<usize>,
        enter: &mut impl FnMut(usize) -> bool,
    ) {
        let (mut in_run, mut run_start) = (false, cells.start);
        for cell in cells.clone() {
            let waiting = admit(mark, cell, enter);
            if waiting != in_run {
                if waiting {
                    run_start = cell;
                } else {
                    push_seed(seeds, run_start..cell, &span);
                }
                in_run = waiting;
            }
        }
        if in_run {
            push_seed(seeds, run_start..cells.end, &span);
        }
    }

    fn push_seed(seeds: &mut Vec<Seed>, run: std::ops::Range<usize>, parent: &std::ops::Range<usize>) {
        seeds.push(Seed {
            lo: run.start as u32,
            hi: run.end as u32,
            parent_lo: parent.start as u32,
            parent_hi: parent.end as u32,
        });
    }
}

mod hdu4678 {
    use crate::grid::{Adjacency, Flood, Shape};
    use crate::judge::{Failure, InCase};
    use crate::scanner::{InputError, Scanner};
    use std::collections::TryReserveError;
    use std::io::{self, Read, Write};

    pub const MINE: u8 = 0x80;

    #[derive(Clone, Debug, Default)]
    pub struct Minefield {
        shape: Shape,
        mines: Vec<u8>,
    }

    impl Minefield {
        pub fn reset(&mut self, shape: Shape) -> Result<(), TryReserveError> {
            let more = shape.len().saturating_sub(self.mines.len());
            self.mines.try_reserve_exact(more)?;
            self.mines.clear();
            self.mines.resize(shape.len(), 0);
            self.shape = shape;
            Ok(())
        }

        pub fn shape(&self) -> Shape {
            self.shape
        }

        #[inline]
        pub fn lay_mine(&mut self, row: usize, col: usize) {
            self.mines[self.shape.index(row, col)] = 1;
        }

        pub fn count_numbers(&self, numbers: &mut Vec<u8>, above: &mut Vec<u8>, current: &mut Vec<u8>) {
            numbers.clear();
            let cols = self.shape.cols();
            if self.mines.is_empty() {
                return;
            }
            numbers.extend_from_slice(&self.mines);
            for (sums, mines) in numbers
                .chunks_exact_mut(cols)
                .zip(self.mines.chunks_exact(cols))
            {
                add(&mut sums[1..], mines);
                add(sums, &mines[1..]);
            }
            above.clear();
            above.resize(cols, 0);
            for start in (0..numbers.len()).step_by(cols) {
                let (row, below) = numbers[start..].split_at_mut(cols);
                current.clear();
                current.extend_from_slice(row);
                add(row, above);
                add(row, below);
                std::mem::swap(above, current);
            }
            for (number, &mine) in numbers.iter_mut().zip(&self.mines) {
                *number |= mine * MINE;
            }
        }
    }

    fn add(target: &mut [u8], terms: &[u8]) {
        for (t, &x) in target.iter_mut().zip(terms) {
            *t += x;
        }
    }

    const TAKEN: u8 = 0x40;

    #[derive(Clone, Debug, Default)]
    pub struct Scratch {
        numbers: Vec<u8>,
        above: Vec<u8>,
        current: Vec<u8>,
        flood: Flood,
    }

    impl Scratch {
        pub fn reserve(&mut self, shape: Shape) -> Result<(), TryReserveError> {
            self.numbers.clear();
            self.numbers.try_reserve_exact(shape.len())
        }
    }

    #[derive(Clone, Copy, Debug, PartialEq, Eq)]
    pub struct Verdict {
        pub first_player_wins: bool,
        pub shared_number: Option<(usize, usize)>,
    }

    pub fn solve(field: &Minefield, scratch: &mut Scratch) -> Verdict {
        let shape = field.shape();
        let Scratch {
            numbers,
            above,
            current,
            flood,
        } = scratch;
        field.count_numbers(numbers, above, current);
        let mut nim = 0;
        let mut shared = None;
        for first in 0..numbers.len() {
            if numbers[first] == 0 {
                let odd = flood_region(shape, flood, numbers, first, &mut shared);
                nim ^= 1 + u8::from(odd);
            }
        }
        let lone = numbers.iter().filter(|&&n| (1..=8).contains(&n)).count();
        Verdict {
            first_player_wins: nim ^ (lone % 2) as u8 != 0,
            shared_number: shared.and_then(|cell| shape.coords(cell)),
        }
    }

    fn flood_region(
        shape: Shape,
        flood: &mut Flood,
        numbers: &mut [u8],
        first: usize,
        shared: &mut Option<usize>,
    ) -> bool {
        numbers[first] = TAKEN;
        let mut odd = false;
        // The flood reports each reached cell once: a blank of this region (no flood took it,
        // or it would have taken `first` too), a number, or a mine.
        flood.fill(shape, Adjacency::EIGHT, &[first], |cell| {
            let value = numbers[cell];
            match value {
                0 => numbers[cell] = TAKEN,
                1..=8 => {
                    numbers[cell] |= TAKEN;
                    odd = !odd;
                }
                _ if value & MINE == 0 => *shared = Some(shared.map_or(cell, |s| s.min(cell))),
                _ => {}
            }
            value == 0
        });
        odd
    }

    pub fn answer_line(case: usize, first_player_wins: bool) -> String {
        let winner = if first_player_wins {
            "Xiemao"
        } else {
            "Fanglaoshi"
        };
        format!("Case #{}: {}", case, winner)
    }

    pub fn warning(case: usize, (row, col): (usize, usize)) -> String {
        format!(
            "warning: case {}: cell ({}, {}) borders two blank regions, which the \
         statement rules out; it counts for the first in row-major order",
            case, row, col
        )
    }

    pub fn read_case<R: Read>(
        sc: &mut Scanner<R>,
        field: &mut Minefield,
        scratch: &mut Scratch,
    ) -> Result<(), InputError> {
        let rows: usize = sc.int_in("the number of rows N", 1..=usize::MAX)?;
        let cols: usize = sc.int_in("the number of columns M", 1..=usize::MAX)?;
        let size = || format!("a board of {} x {} cells", rows, cols);
        let shape = Shape::new(rows, cols)
            .ok_or_else(|| InputError::new(sc.token_pos(), format!("{} is too large", size())))?;
        scratch
            .reserve(shape)
            .and_then(|()| field.reset(shape))
            .map_err(|e| InputError::new(sc.token_pos(), format!("{} does not fit: {}", size(), e)))?;
        let mines: u64 = sc.int("the number of mines K")?;
        read_mines(sc, field, mines)
    }

    fn read_mines<R: Read>(
        sc: &mut Scanner<R>,
        field: &mut Minefield,
        mines: u64,
    ) -> Result<(), InputError> {
        let last = [field.shape().rows() - 1, field.shape().cols() - 1];
        let mut row = 0;
        sc.ints_into(
            mines.saturating_mul(2),
            |i| 0..=last[(i % 2) as usize],
            |i| match i % 2 {
                0 => "the row X of a mine",
                _ => "the column Y of a mine",
            },
            |i, coordinate| {
                match i % 2 {
                    0 => row = coordinate,
                    _ => field.lay_mine(row, coordinate),
                }
                Ok(())
            },
        )
    }

    pub fn run_with_warnings<R: Read, W: Write>(
        input: R,
        output: &mut W,
        warnings: &mut impl Write,
    ) -> Result<(), Failure> {
        let mut sc = Scanner::new(input);
        let cases: usize = sc.int("the number of test cases T")?;
        let mut field = Minefield::default();
        let mut scratch = Scratch::default();
        for case in 1..=cases {
            read_case(&mut sc, &mut field, &mut scratch).in_case(case)?;
            let verdict = solve(&field, &mut scratch);
            if let Some(cell) = verdict.shared_number {
                let _ = writeln!(warnings, "{}", warning(case, cell));
            }
            writeln!(output, "{}", answer_line(case, verdict.first_player_wins))?;
        }
        Ok(())
    }

    pub fn run<R: Read, W: Write>(input: R, output: &mut W) -> Result<(), Failure> {
        run_with_warnings(input, output, &mut io::stderr())
    }
}

mod judge {
    use crate::scanner::InputError;
    use std::fmt;
    use std::io::{self, BufWriter, StdinLock, StdoutLock, Write};

    #[derive(Debug)]
    pub enum Failure {
        Input {
            case: Option<usize>,
            error: InputError,
        },
        Output(io::Error),
    }

    impl From<io::Error> for Failure {
        fn from(error: io::Error) -> Self {
            Failure::Output(error)
        }
    }

    impl From<InputError> for Failure {
        fn from(error: InputError) -> Self {
            Failure::Input { case: None, error }
        }
    }

    pub trait InCase<T> {
        fn in_case(self, case: usize) -> Result<T, Failure>;
    }

    impl<T> InCase<T> for Result<T, InputError> {
        fn in_case(self, case: usize) -> Result<T, Failure> {
            self.map_err(|error| Failure::Input {
                case: Some(case),
                error,
            })
        }
    }

    impl fmt::Display for Failure {
        fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
            match self {
                Failure::Input {
                    case: Some(case),
                    error,
                } => write!(f, "input error in case {} at {}", case, error),
                Failure::Input { case: None, error } => {
                    write!(f, "input error before the first case at {}", error)
                }
                Failure::Output(error) => write!(f, "cannot write the answers: {}", error),
            }
        }
    }

    pub fn main<F>(problem: &'static str, run: F)
    where
        F: FnOnce(StdinLock<'static>, &mut BufWriter<StdoutLock<'static>>) -> Result<(), Failure>,
    {
        report_panics_in_one_line(problem);
        let mut output = BufWriter::with_capacity(1 << 16, io::stdout().lock());
        let result = run(io::stdin().lock(), &mut output);
        let flushed = output.flush().map_err(Failure::Output);
        if let Err(failure) = result.and(flushed) {
            eprintln!("{}: {}", problem, failure);
            std::process::exit(1);
        }
    }

    fn report_panics_in_one_line(problem: &'static str) {
        std::panic::set_hook(Box::new(move |info| {
            let payload = info.payload();
            let message = payload
                .downcast_ref::<&str>()
                .copied()
                .or_else(|| payload.downcast_ref::<String>().map(String::as_str))
                .unwrap_or("panic");
            let place = info
                .location()
                .map(|l| format!(" at {}:{}", l.file(), l.line()))
                .unwrap_or_default();
            let message = message.replace('\n', " ");
            eprintln!("{}: internal error{}: {}", problem, place, message);
        }));
    }
}

mod scanner {
    use crate::swar;
    use std::fmt;
    use std::io::{self, Read};
    use std::ops::RangeInclusive;

    #[derive(Clone, Copy, Debug, PartialEq, Eq)]
    pub struct Pos {
        pub line: u64,
        pub col: u64,
    }

    impl fmt::Display for Pos {
        fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
            write!(f, "{}:{}", self.line, self.col)
        }
    }

    #[derive(Clone, Debug, PartialEq, Eq)]
    pub struct InputError {
        pub pos: Pos,
        pub message: String,
    }

    impl InputError {
        pub fn unexpected(pos: Pos, what: impl fmt::Display, found: &[u8]) -> Self {
            InputError {
                pos,
                message: format!("expected {}, found {}", what, quote(found)),
            }
        }

        pub fn eof(pos: Pos, what: impl fmt::Display) -> Self {
            InputError {
                pos,
                message: format!("expected {}, found the end of the input", what),
            }
        }

        pub fn new(pos: Pos, message: String) -> Self {
            InputError { pos, message }
        }
    }

    impl fmt::Display for InputError {
        fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
            write!(f, "line {}: {}", self.pos, self.message)
        }
    }

    impl std::error::Error for InputError {}

    fn quote(token: &[u8]) -> String {
        const SHOWN: usize = 24;
        let text = String::from_utf8_lossy(&token[..token.len().min(SHOWN)]);
        let more = if token.len() > SHOWN { "..." } else { "" };
        format!("`{}`{}", text.escape_debug(), more)
    }

    struct Lazy<F>(F);

    impl<F: Fn() -> D, D: fmt::Display> fmt::Display for Lazy<F> {
        fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
            (self.0)().fmt(f)
        }
    }

    pub trait Integer: Copy {
        fn from_sign_magnitude(negative: bool, magnitude: u64) -> Option<Self>;
        fn from_natural(natural: u64) -> Option<Self>;
        fn range() -> String;
    }

    macro_rules! impl_integer {
        ($($t:ty),*) => {$(
            impl Integer for $t {
                fn from_sign_magnitude(negative: bool, magnitude: u64) -> Option<Self> {
                    let value = if negative { -i128::from(magnitude) } else { i128::from(magnitude) };
                    <$t>::try_from(value).ok()
                }
                #[inline]
                fn from_natural(natural: u64) -> Option<Self> {
                    <$t>::try_from(natural).ok()
                }
                fn range() -> String {
                    format!("an integer from {} to {}", <$t>::MIN, <$t>::MAX)
                }
            }
        )*};
    }

    impl_integer!(u8, u16, u32, u64, usize, i8, i16, i32, i64, isize);

    fn parse_integer<T: Integer>(token: &[u8]) -> Option<T> {
        let (negative, digits) = match token.split_first() {
            Some((b'-', rest)) => (true, rest),
            Some((b'+', rest)) => (false, rest),
            _ => (false, token),
        };
        if digits.is_empty() {
            return None;
        }
        let mut magnitude: u64 = 0;
        for &b in digits {
            let digit = b.wrapping_sub(b'0');
            if digit > 9 {
                return None;
            }
            magnitude = magnitude.checked_mul(10)?.checked_add(u64::from(digit))?;
        }
        T::from_sign_magnitude(negative, magnitude)
    }

    const BLOCK: usize = 32;

    fn first_whitespace(bytes: &[u8]) -> Option<usize> {
        let mut start = 0;
        for block in bytes.chunks(BLOCK) {
            if block.iter().fold(false, |low, &b| low | (b <= b' ')) {
                if let Some(i) = block.iter().position(u8::is_ascii_whitespace) {
                    return Some(start + i);
                }
            }
            start += block.len();
        }
        None
    }

    const BLOCK_BITS: usize = 64;
    const WORD_DIGITS: usize = swar::WORD;
    const NATURALS_WINDOW: usize = BLOCK_BITS + WORD_DIGITS;

    struct ByteClasses {
        digits: u64,
        spaces: u64,
        newlines: u64,
    }

    impl ByteClasses {
        fn of(block: &[u8]) -> Self {
            let mut classes = ByteClasses {
                digits: 0,
                spaces: 0,
                newlines: 0,
            };
            for (i, chunk) in block.chunks_exact(swar::WORD).enumerate() {
                let word = swar::word(chunk);
                let newlines = swar::equal(word, b'\n');
                let spaces = newlines | swar::equal(word, b' ') | swar::equal(word, b'\r');
                let at = swar::WORD * i;
                classes.digits |= swar::gather(swar::digits(word)) << at;
                classes.spaces |= swar::gather(spaces) << at;
                classes.newlines |= swar::gather(newlines) << at;
            }
            classes
        }

        fn plain_numbers(&self) -> (u64, u64) {
            let other = !(self.digits | self.spaces);
            let before_other = (other & other.wrapping_neg()).wrapping_sub(1);
            let after_digit = self.digits << 1;
            let starts = self.digits & !after_digit;
            let ends = self.spaces & after_digit & before_other;
            (starts, ends)
        }
    }

    struct Token {
        pos: Pos,
        len: usize,
        kept: usize,
    }

    const INITIAL_BUFFER: usize = 1 << 16;
    const NUMBER_KEPT: usize = 40;

    pub struct Scanner<R> {
        reader: R,
        buf: Vec<u8>,
        start: usize,
        end: usize,
        base: u64,
        line: u64,
        line_start: u64,
        reader_done: bool,
        last_token: Pos,
    }

    impl<R: Read> Scanner<R> {
        pub fn new(reader: R) -> Self {
            Scanner {
                reader,
                buf: vec![0; INITIAL_BUFFER],
                start: 0,
                end: 0,
                base: 0,
                line: 1,
                line_start: 0,
                reader_done: false,
                last_token: Pos { line: 1, col: 1 },
            }
        }

        pub fn int<T: Integer>(&mut self, what: impl fmt::Display) -> Result<T, InputError> {
            self.int_checked(&what, |_| true, T::range)
        }

        pub fn int_in<T>(
            &mut self,
            what: impl fmt::Display,
            range: RangeInclusive<T>,
        ) -> Result<T, InputError>
        where
            T: Integer + PartialOrd + fmt::Display,
        {
            let text = || format!("an integer from {} to {}", range.start(), range.end());
            self.int_checked(&what, |v| range.contains(v), text)
        }

        fn int_checked<T: Integer>(
            &mut self,
            what: &dyn fmt::Display,
            accept: impl Fn(&T) -> bool,
            range: impl FnOnce() -> String,
        ) -> Result<T, InputError> {
            if self.skip_whitespace()? {
                if let Some((len, negative, magnitude)) = self.short_number() {
                    let value = T::from_sign_magnitude(negative, magnitude).filter(&accept);
                    if let Some(value) = value {
                        self.last_token = self.pos();
                        self.start += len;
                        return Ok(value);
                    }
                }
            }
            let token = self.token(NUMBER_KEPT, what)?;
            let bytes = &self.buf[self.start..self.start + token.kept];
            let value = if token.len == token.kept {
                parse_integer(bytes).filter(accept)
            } else {
                None
            };
            let value = value.ok_or_else(|| {
                InputError::unexpected(token.pos, format!("{}, {}", what, range()), bytes)
            });
            self.start += token.kept;
            value
        }

        #[inline]
        fn short_number(&self) -> Option<(usize, bool, u64)> {
            let bytes = &self.buf[self.start..self.end];
            let negative = bytes.first() == Some(&b'-');
            let digits_from = usize::from(negative || bytes.first() == Some(&b'+'));
            let mut magnitude = 0u64;
            let mut i = digits_from;
            while let Some(digit) = bytes
                .get(i)
                .map(|b| b.wrapping_sub(b'0'))
                .filter(|&d| d <= 9)
            {
                if i - digits_from == 18 {
                    return None;
                }
                magnitude = magnitude * 10 + u64::from(digit);
                i += 1;
            }
            let ended = bytes.get(i).map_or(false, u8::is_ascii_whitespace);
            if i > digits_from && ended {
                Some((i, negative, magnitude))
            } else {
                None
            }
        }

        pub fn ints_into<T, D>(
            &mut self,
            count: u64,
            range: impl Fn(u64) -> RangeInclusive<T>,
            what: impl Fn(u64) -> D,
            mut take: impl FnMut(u64, T) -> Result<(), String>,
        ) -> Result<(), InputError>
        where
            T: Integer + PartialOrd + fmt::Display,
            D: fmt::Display,
        {
            let mut i = 0;
            while i < count {
                let mut refused = None;
                let most = usize::try_from(count - i).unwrap_or(usize::MAX);
                self.naturals(most, |natural| {
                    let bounds = range(i);
                    let within = |v: &T| bounds.start() <= v && v <= bounds.end();
                    let value = T::from_natural(natural).filter(within);
                    match value.map(|v| take(i, v)) {
                        Some(Ok(())) => i += 1,
                        Some(Err(message)) => refused = Some(message),
                        None => return false,
                    }
                    refused.is_none()
                });
                if let Some(message) = refused {
                    // `naturals` stopped just before the refused token.
                    self.skip_whitespace()?;
                    return Err(InputError::new(self.pos(), message));
                }
                if i < count {
                    let value = self.int_in(Lazy(|| what(i)), range(i))?;
                    take(i, value).map_err(|message| InputError::new(self.token_pos(), message))?;
                    i += 1;
                }
            }
            Ok(())
        }

        fn naturals(&mut self, max: usize, mut take: impl FnMut(u64) -> bool) -> usize {
            let mut taken = 0;
            while taken < max && self.end - self.start >= NATURALS_WINDOW {
                let window = &self.buf[self.start..self.start + NATURALS_WINDOW];
                let classes = ByteClasses::of(&window[..BLOCK_BITS]);
                let (mut starts, mut ends) = classes.plain_numbers();
                let mut last = None;
                while ends != 0 && taken < max {
                    let first = starts.trailing_zeros() as usize;
                    let len = ends.trailing_zeros() as usize - first;
                    if len > WORD_DIGITS {
                        break;
                    }
                    let word = swar::word(&window[first..first + WORD_DIGITS]);
                    if !take(swar::parse_digits(word, len)) {
                        break;
                    }
                    taken += 1;
                    last = Some((first, first + len));
                    starts &= starts - 1;
                    ends &= ends - 1;
                }
                let (first, end) = match last {
                    Some(span) => span,
                    None => break,
                };
                self.pass_lines(classes.newlines, first);
                self.last_token = self.pos_at(self.start + first);
                self.start += end;
                if ends != 0 {
                    break;
                }
            }
            taken
        }

        fn pass_lines(&mut self, newlines: u64, count: usize) {
            let passed = newlines & ((1 << count) - 1);
            if passed != 0 {
                self.line += u64::from(passed.count_ones());
                let last = 63 - passed.leading_zeros() as usize;
                self.line_start = self.base + (self.start + last + 1) as u64;
            }
        }

        pub fn token_pos(&self) -> Pos {
            self.last_token
        }

        pub fn pos(&self) -> Pos {
            self.pos_at(self.start)
        }

        fn pos_at(&self, index: usize) -> Pos {
            let offset = self.base + index as u64;
            Pos {
                line: self.line,
                col: offset - self.line_start + 1,
            }
        }

        fn token(&mut self, keep: usize, what: &dyn fmt::Display) -> Result<Token, InputError> {
            if !self.skip_whitespace()? {
                return Err(InputError::eof(self.pos(), what));
            }
            let pos = self.pos();
            self.last_token = pos;
            let mut scanned = 0; // token bytes at buf[start..start + scanned]
            let mut dropped = 0;
            loop {
                let rest = &self.buf[self.start + scanned..self.end];
                match first_whitespace(rest) {
                    Some(n) => {
                        scanned += n;
                        break;
                    }
                    None => scanned = self.end - self.start,
                }
                if scanned > keep {
                    dropped += scanned - keep;
                    self.base += (scanned - keep) as u64;
                    self.end = self.start + keep;
                    scanned = keep;
                }
                if !self.refill(pos)? {
                    break;
                }
            }
            let kept = scanned.min(keep);
            if scanned > kept {
                // The token ended inside the buffer but is longer than we keep: skip its tail.
                let tail = scanned - kept;
                self.buf
                    .copy_within(self.start + scanned..self.end, self.start + kept);
                self.end -= tail;
                self.base += tail as u64;
                dropped += tail;
            }
            Ok(Token {
                pos,
                len: kept + dropped,
                kept,
            })
        }

        fn skip_whitespace(&mut self) -> Result<bool, InputError> {
            loop {
                while self.start < self.end {
                    match self.buf[self.start] {
                        b'\n' => {
                            self.start += 1;
                            self.line += 1;
                            self.line_start = self.base + self.start as u64;
                        }
                        b if b.is_ascii_whitespace() => self.start += 1,
                        _ => return Ok(true),
                    }
                }
                if !self.refill(self.pos())? {
                    return Ok(false);
                }
            }
        }

        fn refill(&mut self, pos: Pos) -> Result<bool, InputError> {
            if self.reader_done {
                return Ok(false);
            }
            if self.start > 0 {
                self.buf.copy_within(self.start..self.end, 0);
                self.base += self.start as u64;
                self.end -= self.start;
                self.start = 0;
            }
            if self.end == self.buf.len() {
                self.buf.resize(self.buf.len() * 2, 0);
            }
            loop {
                match self.reader.read(&mut self.buf[self.end..]) {
                    Ok(0) => {
                        self.reader_done = true;
                        return Ok(false);
                    }
                    Ok(n) => {
                        self.end += n;
                        return Ok(true);
                    }
                    Err(e) if e.kind() == io::ErrorKind::Interrupted => {}
                    Err(e) => {
                        return Err(InputError::new(
                            pos,
                            format!("cannot read the input: {}", e),
                        ))
                    }
                }
            }
        }
    }
}

mod swar {
    pub const WORD: usize = 8;

    const LOW7: u64 = 0x7f7f_7f7f_7f7f_7f7f;
    const HIGH: u64 = 0x8080_8080_8080_8080;
    const ONES: u64 = 0x0101_0101_0101_0101;

    #[inline]
    pub fn word(bytes: &[u8]) -> u64 {
        let mut word = [0; WORD];
        word.copy_from_slice(&bytes[..WORD]);
        u64::from_le_bytes(word)
    }

    #[inline]
    pub fn below(word: u64, n: u8) -> u64 {
        debug_assert!(n <= 128);
        !(((word & LOW7) + ONES * u64::from(0x80 - n)) | word) & HIGH
    }

    #[inline]
    pub fn equal(word: u64, byte: u8) -> u64 {
        below(word ^ (ONES * u64::from(byte)), 1)
    }

    #[inline]
    pub fn digits(word: u64) -> u64 {
        below(word ^ (ONES * u64::from(b'0')), 10)
    }

    #[inline]
    pub fn gather(flags: u64) -> u64 {
        ((flags >> 7).wrapping_mul(0x0102_0408_1020_4080)) >> 56
    }

    #[inline]
    pub fn parse_digits(word: u64, len: usize) -> u64 {
        debug_assert!((1..=WORD).contains(&len));
        let x = (word & 0x0f0f_0f0f_0f0f_0f0f) << (8 * (WORD - len));
        let x = (x.wrapping_mul(10) + (x >> 8)) & 0x00ff_00ff_00ff_00ff;
        let x = (x.wrapping_mul(100) + (x >> 16)) & 0x0000_ffff_0000_ffff;
        (x.wrapping_mul(10_000) + (x >> 32)) & 0xffff_ffff
    }
}
