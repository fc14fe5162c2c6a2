// HDU 4101 "Ali and Baba": who gets the treasure? Reads the judge input on stdin, writes
// the answers on stdout. HDU takes no Rust: submit this file where a copy of the problem
// takes Rust (choose edition 2021).
//
// Single file of `hdu4101`: `main`, the problem's module with its documentation (the
// rule, why it holds, the complexity), then the shared modules it uses (grid, judge,
// memory, scanner); without tests or other doc comments. Builds alone with Rust 1.57 or
// later, edition 2021 or 2024: `rustc --edition 2021 -O hdu4101.rs`. Made by
// `cargo lab bundle` from the grid-games sources: change those and regenerate.

#![forbid(unsafe_code)]

fn main() {
    judge::main("hdu4101", hdu4101::run);
}

// HDU 4101 "Ali and Baba": who gets the treasure?
//
// Rule: an N x M board holds empty cells, stones with hit points and one treasure. A cell
// is touchable when a 4-connected path of empty cells leads to it from outside the board.
// Ali moves first; on his turn a player either hits the treasure, if it is touchable, and
// wins, or hits one touchable stone (HP - 1; a stone at 0 HP becomes empty).
//
// Why the answer is a parity. Let the *region* be the treasure with the empty cells
// 4-connected to it. If it reaches the outside, the treasure is touchable and Ali takes it
// on move 1. Otherwise the stones bordering the region form its *ring*. The region only
// grows when a ring stone breaks, and a ring stone that breaks was touchable, so breaking
// one makes the treasure touchable: the opponent takes it. Breaking the ring therefore
// loses, and both players avoid it while they can. Until then region and ring stay as
// they are, and so does the set of cells that a path off region and ring joins to the
// outside; every hit that does not break the ring is a *free* hit:
// - every hit on a stone of that set (all its HP: dig towards it, then break it);
// - every hit but the last on a ring stone next to that set (HP - 1).
//
// Stones sealed behind the ring, and ring stones reached only through other ring stones,
// cannot be touched before the ring breaks: they give no free hit. So the number of free
// hits is fixed, each free hit uses up one, and while one remains one is playable: the
// first non-empty cell on a path from outside to it is touchable and free. The players
// alternate free hits until none is left; the player to move then must break the ring
// and lose. Ali wins exactly when the number of free hits is odd; only its parity is
// kept, so no HP value can overflow.
//
// Invariant of the solver: the board sits in a ring of outside cells (empty). The first
// flood, from the treasure through empty cells, reaches the region and reports the ring
// stones as its walls; it reaches an outside cell iff the treasure is touchable. The
// second flood, from the outside through every cell the first one did not reach, meets
// the ring only as walls, so it never enters the region.
//
// O(N M) time per case: two floods, each reaching a cell at most once. Memory, whatever
// the board's and the region's shape: the board, one byte a cell, stored as its rows
// arrive (a header alone costs nothing), and each flood's 1 3/8 bytes a cell, reserved
// once the board is read: at most 3.75 bytes a cell of the board and its ring of outside
// cells (2 (N + M) + 4 more), reused from case to case. A cell's value is a number of any
// length: the parity of a stone's hit points is its last digit.
mod hdu4101 {
    use crate::grid::{Flood, Shape};
    use crate::judge::{self, Failure, InCase};
    use crate::memory;
    use crate::scanner::{InputError, Integer, Number, Scanner};
    use std::collections::TryReserveError;
    use std::fmt;
    use std::io::{Read, Write};

    pub const TREASURE_VALUE: i64 = -1;

    #[derive(Clone, Copy, Debug, PartialEq, Eq)]
    #[repr(u8)]
    pub enum Cell {
        Empty = 0,
        OddStone = 1,
        EvenStone = 2,
        Treasure = 4,
    }

    impl Cell {
        pub fn from_hit_points(hp: u64) -> Cell {
            const BY_HP: [Cell; 4] = [Cell::Empty, Cell::Empty, Cell::EvenStone, Cell::OddStone];
            BY_HP[usize::from(hp != 0) << 1 | (hp & 1) as usize]
        }

        fn odd_hp(self) -> bool {
            self as u8 & 1 != 0
        }
    }

    impl Integer for Cell {
        fn from_number(number: Number) -> Option<Self> {
            match (number.negative, number.magnitude) {
                (_, Some(0)) => Some(Cell::Empty),
                (true, Some(1)) => Some(Cell::Treasure),
                (true, _) => None,
                (false, _) if number.odd => Some(Cell::OddStone),
                (false, _) => Some(Cell::EvenStone),
            }
        }

        #[inline]
        fn from_natural(natural: u64) -> Option<Self> {
            Some(Cell::from_hit_points(natural))
        }

        fn range() -> String {
            format!("an integer from {} up", TREASURE_VALUE)
        }
    }

    #[derive(Clone, Copy, Debug, PartialEq, Eq)]
    pub enum BoardError {
        TooLarge,
        NoTreasure,
        SecondTreasure,
    }

    impl fmt::Display for BoardError {
        fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
            let treasure = "expected one treasure `-1` on the board";
            match self {
                BoardError::TooLarge => write!(
                    f,
                    "expected a board of at most {} cells with its outside ring, found a larger one",
                    u32::MAX
                ),
                BoardError::NoTreasure => write!(f, "{}, found none", treasure),
                BoardError::SecondTreasure => write!(f, "{}, found a second one", treasure),
            }
        }
    }

    #[derive(Clone, Debug, Default)]
    pub struct Board {
        shape: Shape,
        cells: Vec<Cell>,
        treasure: usize,
    }

    fn ringed_shape(rows: usize, cols: usize) -> Result<Shape, BoardError> {
        Shape::with_ring(rows, cols).ok_or(BoardError::TooLarge)
    }

    #[derive(Clone, Debug, Default)]
    pub struct Scratch {
        region: Flood,
        reachable: Flood,
    }

    impl Scratch {
        pub fn reserve(&mut self, shape: Shape) -> Result<(), TryReserveError> {
            self.region.reserve(shape.len())?;
            self.reachable.reserve(shape.len())
        }
    }

    pub fn solve(board: &Board, scratch: &mut Scratch) -> bool {
        let outside = board.shape.ring_cell().expect("a board inside a ring");
        treasure_touchable(board, &mut scratch.region, outside)
            || free_hits_are_odd(board, scratch, outside)
    }

    fn treasure_touchable(board: &Board, region: &mut Flood, outside: usize) -> bool {
        let cells = &board.cells;
        region.fill(board.shape, &[board.treasure], |cell| {
            cells[cell] == Cell::Empty
        });
        region.reached(outside)
    }

    fn free_hits_are_odd(board: &Board, scratch: &mut Scratch, outside: usize) -> bool {
        let Scratch { region, reachable } = scratch;
        let cells = &board.cells;
        let mut odd = false;
        reachable.fill(board.shape, &[outside], |cell| {
            let ring_stone = region.reached(cell);
            odd ^= cells[cell].odd_hp() ^ ring_stone;
            !ring_stone
        });
        odd
    }

    pub fn answer_line(ali_wins: bool) -> &'static str {
        if ali_wins {
            "Ali Win"
        } else {
            "Baba Win"
        }
    }

    const CELLS_AT_ONCE: usize = 1 << 12;

    pub fn read_board<R: Read>(
        sc: &mut Scanner<R>,
        board: &mut Board,
        scratch: &mut Scratch,
    ) -> Result<(), InputError> {
        let rows = sc.int_in("the number of rows N", 1..=usize::MAX)?;
        let cols = sc.int_in("the number of columns M", 1..=usize::MAX)?;
        let size = sc.token_pos();
        let shape = ringed_shape(rows, cols).map_err(|e| InputError::new(size, e.to_string()))?;
        let no_room = |_| memory::does_not_fit(size, rows, cols);
        board.shape = shape;
        let cells = &mut board.cells;
        cells.clear();
        let mut treasure = None;
        for r in 0..rows {
            for first in (0..cols).step_by(CELLS_AT_ONCE) {
                let start = shape.index(r, first);
                let end = start + CELLS_AT_ONCE.min(cols - first);
                store_to(cells, end, shape.len()).map_err(no_room)?;
                read_cells(sc, &mut cells[start..end], (r, first), &mut treasure)?;
            }
        }
        let (r, c) = treasure
            .ok_or_else(|| InputError::new(sc.token_pos(), BoardError::NoTreasure.to_string()))?;
        board.treasure = shape.index(r, c);
        store_to(cells, shape.len(), shape.len()).map_err(no_room)?;
        scratch.reserve(shape).map_err(no_room)
    }

    fn store_to(cells: &mut Vec<Cell>, end: usize, len: usize) -> Result<(), TryReserveError> {
        memory::grow(cells, end - cells.len(), len)?;
        cells.resize(end, Cell::Empty);
        Ok(())
    }

    fn read_cells<R: Read>(
        sc: &mut Scanner<R>,
        part: &mut [Cell],
        (r, first): (usize, usize),
        treasure: &mut Option<(usize, usize)>,
    ) -> Result<(), InputError> {
        sc.ints_into(
            part.len() as u64,
            |_| ..,
            |_| format!("a cell of row {}", r + 1),
            |i, cell| {
                if cell == Cell::Treasure {
                    if let Some((first_r, first_c)) = *treasure {
                        return Err(format!(
                            "{} (the first is in row {}, column {})",
                            BoardError::SecondTreasure,
                            first_r + 1,
                            first_c + 1
                        ));
                    }
                    *treasure = Some((r, first + i as usize));
                }
                part[i as usize] = cell;
                Ok(())
            },
        )
    }

    pub fn run<R: Read, W: Write>(
        input: R,
        output: &mut W,
        warnings: &mut dyn Write,
    ) -> Result<(), Failure> {
        let mut sc = Scanner::new(input);
        let mut scratch = Scratch::default();
        let mut board = Board::default();
        let mut case = 1;
        while !sc.at_end().in_case(case)? {
            read_board(&mut sc, &mut board, &mut scratch).in_case(case)?;
            writeln!(output, "{}", answer_line(solve(&board, &mut scratch)))?;
            case += 1;
        }
        if case == 1 {
            judge::warn(warnings, "warning: the input holds no case");
        }
        Ok(())
    }
}

mod grid {
    use crate::memory;
    use std::collections::TryReserveError;
    use std::ops::Range;

    #[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
    pub struct Shape {
        rows: usize,
        cols: usize,
        ring: usize,
    }

    impl Shape {
        pub fn with_ring(rows: usize, cols: usize) -> Option<Self> {
            Self::build(rows, cols, 1)
        }

        fn build(rows: usize, cols: usize, ring: usize) -> Option<Self> {
            let cells = rows
                .checked_add(2 * ring)?
                .checked_mul(cols.checked_add(2 * ring)?)?;
            (cells <= u32::MAX as usize).then(|| Shape { rows, cols, ring })
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

        pub fn ring_cell(&self) -> Option<usize> {
            (self.ring > 0).then(|| 0)
        }
    }

    #[derive(Clone, Debug, Default)]
    pub struct Flood {
        mark: Vec<u8>,
        marked: Ranges,
        seeds: Seeds,
    }

    #[derive(Clone, Copy, Debug)]
    struct Seed {
        lo: u32,
        hi: u32,
        parent_lo: u32,
        parent_hi: u32,
    }

    #[derive(Clone, Debug, Default)]
    struct Seeds {
        stack: Vec<Seed>,
        most: usize,
        dropped: bool,
    }

    impl Seeds {
        #[inline]
        fn push(&mut self, run: Range<usize>, parent: &Range<usize>) -> bool {
            if self.stack.len() == self.most {
                self.dropped = true;
                return false;
            }
            self.stack.push(Seed {
                lo: run.start as u32,
                hi: run.end as u32,
                parent_lo: parent.start as u32,
                parent_hi: parent.end as u32,
            });
            true
        }
    }

    #[derive(Clone, Debug, Default)]
    struct Ranges {
        ranges: Vec<(u32, u32)>,
        most: usize,
        overflowed: bool,
    }

    impl Ranges {
        #[inline]
        fn record(&mut self, cells: Range<usize>) {
            if self.ranges.len() == self.most {
                self.overflowed = true;
            } else {
                self.ranges.push((cells.start as u32, cells.end as u32));
            }
        }
    }

    const UNREACHED: u8 = 0;
    const WALL: u8 = 1;
    const WAITING: u8 = 2;
    const EXPANDED: u8 = WAITING | 1;
    const UNMARK_BLOCK: usize = 16;

    fn most_kept(cells: usize) -> usize {
        (cells / 64).max(1024)
    }

    impl Flood {
        pub fn reserve(&mut self, cells: usize) -> Result<(), TryReserveError> {
            memory::reserve(&mut self.mark, cells.saturating_add(UNMARK_BLOCK))?;
            memory::reserve(&mut self.seeds.stack, most_kept(cells))?;
            memory::reserve(&mut self.marked.ranges, most_kept(cells))
        }

        pub fn fill(&mut self, shape: Shape, sources: &[usize], mut enter: impl FnMut(usize) -> bool) {
            self.unmark_all(shape.len());
            let width = shape.stored_cols();
            let Flood {
                mark,
                marked,
                seeds,
            } = self;
            let mark = &mut mark[..shape.len()];
            seeds.stack.clear();
            seeds.most = most_kept(shape.len());
            seeds.dropped = false;
            for &source in sources {
                mark[source] = WAITING;
                marked.record(source..source + 1);
                seeds.push(source..source + 1, &(0..0));
            }
            loop {
                while let Some(seed) = seeds.stack.pop() {
                    expand(shape, mark, marked, seeds, seed, &mut enter);
                }
                if !seeds.dropped {
                    break;
                }
                seeds.dropped = false;
                sweep(mark, seeds, width);
            }
        }

        pub fn reached(&self, cell: usize) -> bool {
            self.mark.get(cell).map_or(false, |&m| m != UNREACHED)
        }

        fn unmark_all(&mut self, len: usize) {
            if self.marked.overflowed {
                self.mark.fill(UNREACHED);
            } else {
                for &(start, end) in &self.marked.ranges {
                    for block in (start as usize..end as usize).step_by(UNMARK_BLOCK) {
                        self.mark[block..block + UNMARK_BLOCK].fill(UNREACHED);
                    }
                }
            }
            self.marked.ranges.clear();
            self.marked.most = most_kept(len);
            self.marked.overflowed = false;
            if self.mark.len() < len + UNMARK_BLOCK {
                self.mark.resize(len + UNMARK_BLOCK, UNREACHED);
            }
        }
    }

    #[inline]
    fn expand(
        shape: Shape,
        mark: &mut [u8],
        marked: &mut Ranges,
        seeds: &mut Seeds,
        seed: Seed,
        enter: &mut impl FnMut(usize) -> bool,
    ) {
        let (lo, hi) = (seed.lo as usize, seed.hi as usize);
        if mark[lo] == EXPANDED {
            return;
        }
        let width = shape.stored_cols();
        let row_start = lo - lo % width;
        let row_end = row_start + width;
        // Waiting to expanded, as a loop that vectorises rather than a `memset` call per
        // short run.
        for m in &mut mark[lo..hi] {
            *m |= EXPANDED;
        }
        let mut left = lo;
        while left > row_start && admit(mark, left - 1, enter) {
            left -= 1;
            mark[left] = EXPANDED;
        }
        let mut right = hi;
        while right < row_end && admit(mark, right, enter) {
            mark[right] = EXPANDED;
            right += 1;
        }
        // The span and the walls that end it, if any.
        marked.record(left.saturating_sub(1).max(row_start)..(right + 1).min(row_end));
        let parent = seed.parent_lo as usize..seed.parent_hi as usize;
        for row in [row_start.checked_sub(width), Some(row_end)] {
            if let Some(row) = row.filter(|&r| r < shape.len()) {
                let cells = row + (left - row_start)..row + (right - row_start);
                marked.record(cells.clone());
                // The parent span, if in this row, is expanded: only its sides are new.
                let before = cells.start..cells.end.min(parent.start.max(cells.start));
                let after = parent.end.max(cells.start).min(cells.end)..cells.end;
                for part in [before, after] {
                    scan(mark, seeds, part, left..right, enter);
                }
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
        seeds: &mut Seeds,
        cells: Range<usize>,
        span: Range<usize>,
        enter: &mut impl FnMut(usize) -> bool,
    ) {
        let (mut in_run, mut run_start) = (false, cells.start);
        for cell in cells.clone() {
            let waiting = admit(mark, cell, enter);
            if waiting != in_run {
                if waiting {
                    run_start = cell;
                } else {
                    seeds.push(run_start..cell, &span);
                }
                in_run = waiting;
            }
        }
        if in_run {
            seeds.push(run_start..cells.end, &span);
        }
    }

    fn sweep(mark: &[u8], seeds: &mut Seeds, width: usize) {
        let mut cell = 0;
        while let Some(first) = mark[cell..].iter().position(|&m| m == WAITING) {
            let lo = cell + first;
            let row_end = lo - lo % width + width;
            let run = mark[lo..row_end]
                .iter()
                .take_while(|&&m| m == WAITING)
                .count();
            if !seeds.push(lo..lo + run, &(0..0)) {
                return;
            }
            cell = lo + run;
        }
    }
}

mod judge {
    use crate::scanner::InputError;
    use std::fmt;
    use std::io::{self, BufWriter, Stdin, Stdout, Write};

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
                Failure::Input { case, error } => match case {
                    Some(case) => write!(f, "input error in case {} at {}", case, error),
                    None => write!(f, "input error before the first case at {}", error),
                },
                Failure::Output(error) => write!(f, "cannot write the answers: {}", error),
            }
        }
    }

    pub fn warn(warnings: &mut dyn Write, warning: impl fmt::Display) {
        let _ = warnings.write_all(format!("{}\n", warning).as_bytes());
    }

    struct Prefixed(&'static str);

    impl Write for Prefixed {
        fn write(&mut self, line: &[u8]) -> io::Result<usize> {
            let stderr = io::stderr();
            let mut stderr = stderr.lock();
            write!(stderr, "{}: ", self.0)?;
            stderr.write_all(line)?;
            Ok(line.len())
        }

        fn flush(&mut self) -> io::Result<()> {
            io::stderr().flush()
        }
    }

    pub fn main<F>(problem: &'static str, run: F)
    where
        F: FnOnce(Stdin, &mut BufWriter<Stdout>, &mut dyn Write) -> Result<(), Failure>,
    {
        report_panics_in_one_line(problem);
        let mut output = BufWriter::with_capacity(1 << 16, io::stdout());
        let result = run(io::stdin(), &mut output, &mut Prefixed(problem));
        let flushed = output.flush().map_err(Failure::Output);
        if let Err(failure) = result.and(flushed) {
            eprintln!("{}: {}", problem, failure);
            std::process::exit(1);
        }
    }

    fn report_panics_in_one_line(problem: &'static str) {
        std::panic::set_hook(Box::new(move |info| {
            let description = info.to_string().replace('\n', " ");
            eprintln!("{}: internal error: {}", problem, description);
        }));
    }
}

mod memory {
    use crate::scanner::{InputError, Pos};
    use std::collections::TryReserveError;

    const FIRST_STEP: usize = 1 << 12;

    pub fn grow<T>(v: &mut Vec<T>, more: usize, total: usize) -> Result<(), TryReserveError> {
        let needed = v.len().saturating_add(more);
        if needed <= v.capacity() {
            return Ok(());
        }
        let doubled = v.capacity().saturating_mul(2).max(FIRST_STEP);
        let target = doubled.min(total).max(needed);
        v.try_reserve_exact(target - v.len())
    }

    pub fn reserve<T>(v: &mut Vec<T>, total: usize) -> Result<(), TryReserveError> {
        v.try_reserve_exact(total.saturating_sub(v.len()))
    }

    pub fn does_not_fit(pos: Pos, rows: usize, cols: usize) -> InputError {
        InputError::new(
            pos,
            format!(
                "a board of {} x {} cells does not fit in memory",
                rows, cols
            ),
        )
    }
}

mod scanner {
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
        pub fn unexpected(pos: Pos, what: impl fmt::Display, shown: &[u8], len: u64) -> Self {
            let text = String::from_utf8_lossy(&shown[..shown.len().min(SHOWN)]);
            let more = if len > SHOWN as u64 { "..." } else { "" };
            let message = format!("expected {}, found `{}`{}", what, text.escape_debug(), more);
            InputError { pos, message }
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

    const SHOWN: usize = 24;

    #[inline]
    pub const fn is_space(byte: u8) -> bool {
        byte == b' ' || (byte >= b'\t' && byte <= b'\r')
    }

    #[derive(Clone, Copy, Debug, PartialEq, Eq)]
    pub struct Number {
        pub negative: bool,
        pub magnitude: Option<u64>,
        pub odd: bool,
    }

    struct NumberParser {
        number: Number,
        len: u64,
        shown: [u8; SHOWN],
        digits: bool,
        malformed: bool,
    }

    impl NumberParser {
        fn new() -> Self {
            NumberParser {
                number: Number {
                    negative: false,
                    magnitude: Some(0),
                    odd: false,
                },
                len: 0,
                shown: [0; SHOWN],
                digits: false,
                malformed: false,
            }
        }

        fn feed(&mut self, piece: &[u8]) {
            for &b in piece {
                if self.len < SHOWN as u64 {
                    self.shown[self.len as usize] = b;
                }
                self.len += 1;
                let digit = b.wrapping_sub(b'0');
                if self.len == 1 && (b == b'-' || b == b'+') {
                    self.number.negative = b == b'-';
                } else if digit > 9 {
                    self.malformed = true;
                } else {
                    self.digits = true;
                    self.number.odd = digit % 2 == 1;
                    self.number.magnitude = self
                        .number
                        .magnitude
                        .and_then(|m| m.checked_mul(10)?.checked_add(u64::from(digit)));
                }
            }
        }

        fn shown(&self) -> &[u8] {
            &self.shown[..(self.len.min(SHOWN as u64)) as usize]
        }

        fn finish(&self) -> Option<Number> {
            (self.digits && !self.malformed).then(|| self.number)
        }
    }

    pub trait Integer: Copy {
        fn from_number(number: Number) -> Option<Self>;
        fn from_natural(natural: u64) -> Option<Self>;
        fn range() -> String;
    }

    macro_rules! impl_integer {
        ($($t:ty),*) => {$(
            impl Integer for $t {
                fn from_number(number: Number) -> Option<Self> {
                    let magnitude = i128::from(number.magnitude?);
                    <$t>::try_from(if number.negative { -magnitude } else { magnitude }).ok()
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

    fn first_space(bytes: &[u8]) -> Option<usize> {
        bytes.iter().position(|&b| is_space(b))
    }

    const BUFFER: usize = 1 << 16;

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
                buf: vec![0; BUFFER],
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
            self.int_where(what, |_| true, T::range)
        }

        pub fn int_in<T>(
            &mut self,
            what: impl fmt::Display,
            range: RangeInclusive<T>,
        ) -> Result<T, InputError>
        where
            T: Integer + PartialOrd + fmt::Display,
        {
            let (lo, hi) = (range.start(), range.end());
            let describe = || format!("an integer from {} to {}", lo, hi);
            self.int_where(what, |v| range.contains(v), describe)
        }

        fn int_where<T: Integer>(
            &mut self,
            what: impl fmt::Display,
            fits: impl Fn(&T) -> bool,
            describe: impl FnOnce() -> String,
        ) -> Result<T, InputError> {
            let mut parser = NumberParser::new();
            let pos = self.token(&what, |piece| {
                parser.feed(piece);
                true
            })?;
            let value = parser.finish().and_then(T::from_number).filter(fits);
            value.ok_or_else(|| {
                let what = format!("{}, {}", what, describe());
                InputError::unexpected(pos, what, parser.shown(), parser.len)
            })
        }

        pub fn at_end(&mut self) -> Result<bool, InputError> {
            Ok(!self.skip_whitespace()?)
        }

        pub fn token_pos(&self) -> Pos {
            self.last_token
        }

        pub fn pos(&self) -> Pos {
            Pos {
                line: self.line,
                col: self.base + self.start as u64 - self.line_start + 1,
            }
        }

        fn pass_to(&mut self, to: usize) {
            for i in self.start..to {
                let byte = self.buf[i];
                if byte == b'\n' || byte == b'\r' {
                    let after_return = i > 0 && self.buf[i - 1] == b'\r';
                    self.line += u64::from(byte == b'\r' || !after_return);
                    self.line_start = self.base + i as u64 + 1;
                }
            }
            self.start = to;
        }

        fn token(
            &mut self,
            what: &dyn fmt::Display,
            mut visit: impl FnMut(&[u8]) -> bool,
        ) -> Result<Pos, InputError> {
            if !self.skip_whitespace()? {
                let message = format!("expected {}, found the end of the input", what);
                return Err(InputError::new(self.pos(), message));
            }
            let pos = self.pos();
            self.last_token = pos;
            loop {
                let unread = &self.buf[self.start..self.end];
                let found = first_space(unread);
                let piece = &unread[..found.unwrap_or(unread.len())];
                let (more, taken) = (visit(piece), piece.len());
                self.start += taken;
                if found.is_some() || !more || !self.refill()? {
                    return Ok(pos);
                }
            }
        }

        fn skip_whitespace(&mut self) -> Result<bool, InputError> {
            loop {
                let unread = &self.buf[self.start..self.end];
                if let Some(n) = unread.iter().position(|&b| !is_space(b)) {
                    self.pass_to(self.start + n);
                    return Ok(true);
                }
                self.pass_to(self.end);
                if !self.refill()? {
                    return Ok(false);
                }
            }
        }

        fn refill(&mut self) -> Result<bool, InputError> {
            debug_assert_eq!(self.start, self.end);
            if self.end > 1 {
                self.buf[0] = self.buf[self.end - 1];
                self.base += self.end as u64 - 1;
                self.end = 1;
            }
            self.start = self.end;
            while !self.reader_done {
                match self.reader.read(&mut self.buf[self.end..]) {
                    Ok(0) => self.reader_done = true,
                    Ok(n) => {
                        self.end += n;
                        return Ok(true);
                    }
                    Err(e) if e.kind() == io::ErrorKind::Interrupted => {}
                    Err(e) => {
                        let message = format!("cannot read the input: {}", e);
                        return Err(InputError::new(self.pos(), message));
                    }
                }
            }
            Ok(false)
        }
    }

    mod swar {
        pub const WORD: usize = 8;

        pub const HIGH: u64 = 0x8080_8080_8080_8080;

        #[inline]
        pub fn word(bytes: &[u8]) -> u64 {
            let mut word = [0; WORD];
            word.copy_from_slice(&bytes[..WORD]);
            u64::from_le_bytes(word)
        }

        #[inline]
        pub fn gather(flags: u64) -> u64 {
            ((flags >> 7).wrapping_mul(0x0102_0408_1020_4080)) >> 56
        }

        #[inline]
        pub fn parse_digits(word: u64, len: usize) -> Option<u64> {
            debug_assert!(len > 0);
            if len <= WORD / 2 {
                let x = (word as u32 & 0x0f0f_0f0f) << (8 * (WORD / 2 - len));
                let x = (x.wrapping_mul(10) + (x >> 8)) & 0x00ff_00ff;
                Some(u64::from((x.wrapping_mul(100) + (x >> 16)) & 0xffff))
            } else if len <= WORD {
                let x = (word & 0x0f0f_0f0f_0f0f_0f0f) << (8 * (WORD - len));
                let x = (x.wrapping_mul(10) + (x >> 8)) & 0x00ff_00ff_00ff_00ff;
                let x = (x.wrapping_mul(100) + (x >> 16)) & 0x0000_ffff_0000_ffff;
                Some((x.wrapping_mul(10_000) + (x >> 32)) & 0xffff_ffff)
            } else {
                None
            }
        }
    }

    mod bulk {
        use crate::scanner::swar;
        use crate::scanner::{is_space, InputError, Integer, Scanner};
        use std::fmt;
        use std::io::Read;
        use std::ops::{RangeFull, RangeInclusive};

        pub trait Bounds<T> {
            fn contains(&self, value: &T) -> bool;
            fn read<R: Read>(&self, sc: &mut Scanner<R>, what: impl fmt::Display) -> Result<T, InputError>;
        }

        impl<T: Integer> Bounds<T> for RangeFull {
            #[inline]
            fn contains(&self, _: &T) -> bool {
                true
            }

            fn read<R: Read>(&self, sc: &mut Scanner<R>, what: impl fmt::Display) -> Result<T, InputError> {
                sc.int(what)
            }
        }

        impl<T: Integer + PartialOrd + fmt::Display> Bounds<T> for RangeInclusive<T> {
            #[inline]
            fn contains(&self, value: &T) -> bool {
                self.start() <= value && value <= self.end()
            }

            fn read<R: Read>(&self, sc: &mut Scanner<R>, what: impl fmt::Display) -> Result<T, InputError> {
                sc.int_in(what, self.clone())
            }
        }

        impl<R: Read> Scanner<R> {
            pub fn ints_into<T, B, D>(
                &mut self,
                count: u64,
                bounds: impl Fn(u64) -> B,
                what: impl Fn(u64) -> D,
                mut take: impl FnMut(u64, T) -> Result<(), String>,
            ) -> Result<(), InputError>
            where
                T: Integer,
                B: Bounds<T>,
                D: fmt::Display,
            {
                let mut i = 0;
                while i < count {
                    let mut refused = None;
                    let bulk = self.naturals(|natural| {
                        if i == count {
                            return false;
                        }
                        match T::from_natural(natural).filter(|v| bounds(i).contains(v)) {
                            Some(value) => match take(i, value) {
                                Ok(()) => {
                                    i += 1;
                                    true
                                }
                                Err(message) => {
                                    refused = Some(message);
                                    false
                                }
                            },
                            None => false,
                        }
                    });
                    if let Some(message) = refused {
                        // `naturals` stopped just before the refused token.
                        self.skip_whitespace()?;
                        return Err(InputError::new(self.pos(), message));
                    }
                    if !bulk {
                        self.int_into(i, &bounds, &what, &mut take)?;
                        i += 1;
                    }
                }
                Ok(())
            }

            #[inline(never)]
            fn int_into<T, B, D>(
                &mut self,
                i: u64,
                bounds: impl Fn(u64) -> B,
                what: impl Fn(u64) -> D,
                mut take: impl FnMut(u64, T) -> Result<(), String>,
            ) -> Result<(), InputError>
            where
                T: Integer,
                B: Bounds<T>,
                D: fmt::Display,
            {
                let value = bounds(i).read(self, what(i))?;
                take(i, value).map_err(|message| InputError::new(self.token_pos(), message))
            }

            fn naturals(&mut self, take: impl FnMut(u64) -> bool) -> bool {
                match read(&self.buf[self.start..self.end], take) {
                    Some(run) => {
                        let (last, end) = (self.start + run.last, self.start + run.end);
                        self.pass_run_to(last);
                        self.last_token = self.pos();
                        // The last number's digits: no line end among them.
                        self.start = end;
                        true
                    }
                    None => false,
                }
            }

            fn pass_run_to(&mut self, to: usize) {
                let passed = &self.buf[self.start..to];
                let after_return = self.start > 0 && self.buf[self.start - 1] == b'\r';
                self.line += line_ends(passed, after_return);
                if let Some(last) = last_line_end(passed) {
                    self.line_start = self.base + (self.start + last + 1) as u64;
                }
                self.start = to;
            }
        }

        const BLOCK: usize = 64;
        const WINDOW: usize = BLOCK + swar::WORD;

        struct Run {
            last: usize,
            end: usize,
        }

        #[inline]
        fn read(bytes: &[u8], mut take: impl FnMut(u64) -> bool) -> Option<Run> {
            let (mut run, mut at) = (None, 0);
            while let Some(window) = bytes.get(at..at + WINDOW) {
                let window: &[u8; WINDOW] = window.try_into().expect("a window");
                let (digits, spaces) = classes(&window[..BLOCK]);
                let after_digit = digits << 1;
                let other = !(digits | spaces);
                let before_other = (other & other.wrapping_neg()).wrapping_sub(1);
                let all_starts = digits & !after_digit;
                let all_ends = spaces & after_digit & before_other;
                let (mut starts, mut ends) = (all_starts, all_ends);
                while ends != 0 {
                    let first = starts.trailing_zeros() as usize;
                    let end = ends.trailing_zeros() as usize;
                    match swar::parse_digits(swar::word(&window[first..]), end - first) {
                        Some(value) if take(value) => {}
                        _ => break,
                    }
                    starts &= starts - 1;
                    ends &= ends - 1;
                }
                let taken = all_ends ^ ends;
                if taken == 0 {
                    break;
                }
                let last = at + highest_bit(all_starts ^ starts);
                at += highest_bit(taken);
                run = Some(Run { last, end: at });
                if ends != 0 {
                    break;
                }
            }
            run
        }

        fn line_ends(bytes: &[u8], after_return: bool) -> u64 {
            let (first, rest) = match bytes.split_first() {
                Some((&first, rest)) => (first, rest),
                None => return 0,
            };
            let ends_line = |b: u8, before: u8| (b == b'\r') | ((b == b'\n') & (before != b'\r'));
            let mut ends = u64::from(ends_line(first, if after_return { b'\r' } else { 0 }));
            for (rest, before) in rest.chunks(192).zip(bytes.chunks(192)) {
                let pairs = rest.iter().zip(before);
                let n = pairs.fold(0u8, |n, (&b, &a)| n.wrapping_add(u8::from(ends_line(b, a))));
                ends += u64::from(n);
            }
            ends
        }

        fn last_line_end(bytes: &[u8]) -> Option<usize> {
            let is_end = |b: u8| (b == b'\n') | (b == b'\r');
            let mut end = bytes.len();
            for block in bytes.rchunks(BLOCK) {
                end -= block.len();
                if block
                    .iter()
                    .fold(0, |found, &b| found | u8::from(is_end(b)))
                    != 0
                {
                    return block.iter().rposition(|&b| is_end(b)).map(|i| end + i);
                }
            }
            None
        }

        fn highest_bit(bits: u64) -> usize {
            63 - bits.leading_zeros() as usize
        }

        #[inline]
        fn classes(block: &[u8]) -> (u64, u64) {
            if only_digits_and_spaces(block) {
                let digits = flags(block, |word| word << 3 & swar::HIGH);
                (digits, !digits)
            } else {
                exact_classes(block)
            }
        }

        #[inline(never)]
        fn exact_classes(block: &[u8]) -> (u64, u64) {
            let flag = |yes: bool, i: usize| u64::from(yes) << i;
            block
                .iter()
                .enumerate()
                .fold((0, 0), |(digits, spaces), (i, &b)| {
                    (
                        digits | flag(b.is_ascii_digit(), i),
                        spaces | flag(is_space(b), i),
                    )
                })
        }

        #[inline]
        fn flags(block: &[u8], property: impl Fn(u64) -> u64) -> u64 {
            let words = block.chunks_exact(swar::WORD).enumerate();
            words.fold(0, |mask, (i, chunk)| {
                mask | swar::gather(property(swar::word(chunk))) << (swar::WORD * i)
            })
        }

        #[inline]
        fn only_digits_and_spaces(bytes: &[u8]) -> bool {
            let other = |b: u8| (b.wrapping_sub(b'0') > 9) & (b != b' ') & (b.wrapping_sub(b'\t') > 4);
            bytes.iter().fold(0, |found, &b| found | u8::from(other(b))) == 0
        }
    }
}
