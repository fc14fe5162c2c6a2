//! Base64, as the page's links (base64url, no padding) and WebDriver's screenshots
//! (standard, padded) write it.

const STANDARD: &[u8; 64] = b"ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";
const URL: &[u8; 64] = b"ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_";

/// `bytes` in base64url without padding (RFC 4648, section 5), as a link of the page
/// holds its input.
pub fn url(bytes: &[u8]) -> String {
    let mut text = String::with_capacity(bytes.len().div_ceil(3) * 4);
    for chunk in bytes.chunks(3) {
        let n = chunk
            .iter()
            .enumerate()
            .fold(0u32, |n, (i, &b)| n | u32::from(b) << (16 - 8 * i));
        for i in 0..=chunk.len() {
            text.push(URL[(n >> (18 - 6 * i) & 63) as usize] as char);
        }
    }
    text
}

/// The bytes of standard base64 `text` (padding allowed).
pub fn decode(text: &str) -> Result<Vec<u8>, String> {
    let digits: Vec<u32> = text
        .bytes()
        .filter(|&b| b != b'=')
        .map(|b| STANDARD.iter().position(|&d| d == b).map(|d| d as u32))
        .collect::<Option<_>>()
        .ok_or("not base64")?;
    let mut bytes = Vec::with_capacity(digits.len() * 3 / 4);
    for chunk in digits.chunks(4) {
        let n = chunk
            .iter()
            .enumerate()
            .fold(0u32, |n, (i, &d)| n | d << (18 - 6 * i));
        for i in 0..chunk.len().saturating_sub(1) {
            bytes.push((n >> (16 - 8 * i)) as u8);
        }
    }
    Ok(bytes)
}
