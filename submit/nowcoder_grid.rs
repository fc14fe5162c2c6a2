// Single-file submission of `nowcoder_grid`, generated from src/bin/nowcoder_grid.rs and the modules
// judge, nowcoder_grid, scanner, swar of the grid-games crate by `SUBMIT_UPDATE=1 cargo test --test submit`.
// Do not edit: change the sources and regenerate.

#![forbid(unsafe_code)]

fn main() {
    judge::main("nowcoder_grid", nowcoder_grid::run);
}

#[allow(dead_code)]
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

#[allow(dead_code)]
mod nowcoder_grid {
    use crate::judge::{Failure, InCase};
    use crate::scanner::{Alphabet, InputError, Scanner};
    use std::fmt;
    use std::io::{Read, Write};

    const CELLS: Alphabet = Alphabet::new("AB.");
    const BITS: usize = u64::BITS as usize;
    const EVEN_BITS: u64 = 0x5555_5555_5555_5555;

    #[derive(Clone, Debug, Default)]
    pub struct Board {
        cols: usize,
        a: Vec<u64>,
        b: Vec<u64>,
    }

    impl Board {
        pub fn clear(&mut self, cols: usize) {
            self.cols = cols;
            self.a.clear();
            self.b.clear();
        }

        pub fn push_row(&mut self, row: &[u8]) {
            debug_assert_eq!(row.len(), self.cols);
            for chunk in row.rchunks(BITS) {
                let cells = <&[u8; BITS]>::try_from(chunk).map_or_else(|_| padded(chunk), |&c| c);
                let (a, b) = letters_of(&cells);
                self.a.push(a);
                self.b.push(b);
            }
        }

        pub fn rows(&self) -> usize {
            self.a.len().checked_div(self.words()).unwrap_or(0)
        }

        pub fn cols(&self) -> usize {
            self.cols
        }

        fn words(&self) -> usize {
            self.cols / BITS + usize::from(self.cols % BITS != 0)
        }

        fn row(&self, r: usize) -> (&[u64], &[u64]) {
            let span = r * self.words()..(r + 1) * self.words();
            (&self.a[span.clone()], &self.b[span])
        }
    }

    fn padded(chunk: &[u8]) -> [u8; BITS] {
        let mut cells = [b'.'; BITS];
        cells[BITS - chunk.len()..].copy_from_slice(chunk);
        cells
    }

    fn letters_of(cells: &[u8; BITS]) -> (u64, u64) {
        const LOW: u64 = 0x0101_0101_0101_0101;
        let gather = |bits: u64| bits.wrapping_mul(0x8040_2010_0804_0201) >> 56;
        let (mut a, mut letters) = (0, 0);
        for group in cells.chunks_exact(8) {
            let mut bytes = [0; 8];
            bytes.copy_from_slice(group);
            let cells = u64::from_le_bytes(bytes);
            a = a << 8 | gather(cells & LOW);
            letters = letters << 8 | gather(cells >> 6 & LOW);
        }
        (a, letters & !a)
    }

    #[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
    pub struct Forcible {
        pub win: bool,
        pub draw: bool,
        pub loss: bool,
    }

    impl fmt::Display for Forcible {
        fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
            let word = |yes| if yes { "yes" } else { "no" };
            let (win, draw, loss) = (word(self.win), word(self.draw), word(self.loss));
            write!(f, "{} {} {}", win, draw, loss)
        }
    }

    #[derive(Clone, Copy, PartialEq, Eq)]
    enum Outcome {
        Win,
        Draw,
        Loss,
    }

    impl Outcome {
        const ALL: [Outcome; 3] = [Outcome::Win, Outcome::Draw, Outcome::Loss];

        fn letters(self, a: u64, b: u64) -> (u64, u64) {
            match self {
                Outcome::Win => (a, b),
                Outcome::Draw => (0, a | b),
                Outcome::Loss => (b, a),
            }
        }
    }

    fn settle_row(
        outcome: Outcome,
        (a, b): (&[u64], &[u64]),
        alice: u64,
        below: &mut [u64],
        right_of_m: bool,
    ) {
        let mut carry = u64::from(right_of_m);
        for ((bits, &a), &b) in below.iter_mut().zip(a).zip(b) {
            let (one, zero) = outcome.letters(a, b);
            let free = !(one | zero);
            let set = one | (free & alice & *bits);
            let pass = free & (alice ^ *bits);
            let (partial, over) = set.overflowing_add(set | pass);
            let (sum, over_again) = partial.overflowing_add(carry);
            let carry_in = sum ^ pass; // bit k: the carry into position k
            *bits = set | (pass & carry_in);
            carry = u64::from(over | over_again);
        }
    }

    pub fn solve(board: &Board) -> Forcible {
        let words = board.words();
        let alice_of = |r: usize| match (r + 1 + board.cols) % 2 {
            0 => EVEN_BITS,
            _ => !EVEN_BITS,
        };
        let last = board.rows() - 1;
        let mut bits = Outcome::ALL.map(|_| vec![!alice_of(last); words]);
        for r in (0..=last).rev() {
            for (outcome, below) in Outcome::ALL.into_iter().zip(&mut bits) {
                let right_of_m = match r == last {
                    true => outcome == Outcome::Draw,
                    false => below[0] & 1 == 1,
                };
                settle_row(outcome, board.row(r), alice_of(r), below, right_of_m);
            }
        }
        let column_1 = board.cols - 1;
        let at_start = |bits: &[u64]| bits[column_1 / BITS] >> (column_1 % BITS) & 1 == 1;
        Forcible {
            win: at_start(&bits[0]),
            draw: at_start(&bits[1]),
            loss: at_start(&bits[2]),
        }
    }

    pub fn read_board<R: Read>(sc: &mut Scanner<R>, board: &mut Board) -> Result<(), InputError> {
        let rows = sc.int_in("the number of rows n", 1..=usize::MAX)?;
        let cols = sc.int_in("the number of columns m", 1..=usize::MAX)?;
        board.clear(cols);
        for r in 1..=rows {
            board.push_row(sc.row(cols, &CELLS, format_args!("row {} of the grid", r))?);
        }
        Ok(())
    }

    pub fn run<R: Read, W: Write>(input: R, output: &mut W) -> Result<(), Failure> {
        let mut sc = Scanner::new(input);
        let cases: usize = sc.int("the number of test cases T")?;
        let mut board = Board::default();
        for case in 1..=cases {
            read_board(&mut sc, &mut board).in_case(case)?;
            writeln!(output, "{}", solve(&board))?;
        }
        Ok(())
    }
}

#[allow(dead_code)]
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

    fn characters(count: usize) -> String {
        format!("{} character{}", count, if count == 1 { "" } else { "s" })
    }

    pub struct Alphabet {
        allowed: [bool; 256],
        few: Option<[u8; 4]>,
        text: &'static str,
    }

    impl Alphabet {
        pub const fn new(text: &'static str) -> Self {
            let bytes = text.as_bytes();
            let mut allowed = [false; 256];
            let mut i = 0;
            while i < bytes.len() {
                assert!(
                    !bytes[i].is_ascii_whitespace(),
                    "a cell cannot be whitespace"
                );
                allowed[bytes[i] as usize] = true;
                i += 1;
            }
            let n = bytes.len();
            let few = if n >= 1 && n <= 4 {
                Some([bytes[0], bytes[1 % n], bytes[2 % n], bytes[3 % n]])
            } else {
                None
            };
            Alphabet { allowed, few, text }
        }

        #[inline]
        fn contains_all(&self, block: &[u8]) -> bool {
            match self.few {
                Some([a, b, c, d]) => block.iter().fold(true, |ok, &x| {
                    ok & ((x == a) | (x == b) | (x == c) | (x == d))
                }),
                None => block.iter().fold(true, |ok, &x| ok & self.contains(x)),
            }
        }

        fn first_outside(&self, bytes: &[u8]) -> Option<usize> {
            let mut start = 0;
            for block in bytes.chunks(BLOCK) {
                if !self.contains_all(block) {
                    return block
                        .iter()
                        .position(|&b| !self.contains(b))
                        .map(|i| start + i);
                }
                start += block.len();
            }
            None
        }

        #[inline]
        pub fn contains(&self, byte: u8) -> bool {
            self.allowed[byte as usize]
        }
    }

    pub trait Integer: Copy {
        fn from_sign_magnitude(negative: bool, magnitude: u64) -> Option<Self>;
        fn range() -> String;
    }

    macro_rules! impl_integer {
        ($($t:ty),*) => {$(
            impl Integer for $t {
                fn from_sign_magnitude(negative: bool, magnitude: u64) -> Option<Self> {
                    let value = if negative { -i128::from(magnitude) } else { i128::from(magnitude) };
                    <$t>::try_from(value).ok()
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

        pub fn row(
            &mut self,
            len: usize,
            alphabet: &Alphabet,
            what: impl fmt::Display,
        ) -> Result<&[u8], InputError> {
            if self.whole_row_buffered(len, alphabet)? {
                let first = self.start;
                self.last_token = self.pos();
                self.start += len;
                return Ok(&self.buf[first..first + len]);
            }
            let token = self.token(len.saturating_add(1), &what)?;
            let first = self.start;
            self.start += token.kept;
            if token.len != len {
                return Err(InputError::new(
                    token.pos,
                    format!(
                        "expected {} of {} cells, found {}",
                        what,
                        len,
                        characters(token.len)
                    ),
                ));
            }
            let row = &self.buf[first..first + len];
            if let Some(bad) = alphabet.first_outside(row) {
                let pos = Pos {
                    line: token.pos.line,
                    col: token.pos.col + bad as u64,
                };
                let what = format!("one of `{}` in {}", alphabet.text, what);
                return Err(InputError::unexpected(pos, what, &row[bad..=bad]));
            }
            Ok(row)
        }

        fn whole_row_buffered(&mut self, len: usize, alphabet: &Alphabet) -> Result<bool, InputError> {
            Ok(self.skip_whitespace()?
                && self.end - self.start > len
                && self.buf[self.start + len].is_ascii_whitespace()
                && alphabet
                    .first_outside(&self.buf[self.start..self.start + len])
                    .is_none())
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

        pub fn naturals(&mut self, max: usize, mut take: impl FnMut(u64) -> bool) -> usize {
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

        pub fn at_end(&mut self) -> Result<bool, InputError> {
            Ok(!self.skip_whitespace()?)
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

#[allow(dead_code)]
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
