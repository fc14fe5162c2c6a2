//! A solution that uses too much memory: it fills 100 MB before answering nothing (MLE).
fn main() {
    let hog = vec![1u8; 100 << 20];
    println!("{}", hog.iter().map(|&b| b as u64).sum::<u64>() % 2);
}
