/// The word lists shipped in data/wordmatch, by their bytes: a list the player changed deals rounds
/// nobody else can deal, so they go on boards of their own, never on the shipped list's.
///
/// A test checks these against the files in data/wordmatch; change both together.
public enum ShippedWordLists {
  /// FNV-1a (64 bits) of each shipped file's bytes, by language pair.
  public static let fingerprints: [String: UInt64] = [
    "en-de": 0xb2c1_e2f4_e639_f1ca,
    "en-es": 0x2ff6_4da1_a1b7_9168,
    "en-fr": 0x600f_ca63_979e_fd42,
  ]

  /// FNV-1a, 64 bits: quick and stable, enough to tell an edited file from the shipped one (not a defence
  /// against a forger, which the shared board's verification is for).
  public static func fingerprint(_ bytes: some Sequence<UInt8>) -> UInt64 {
    bytes.reduce(0xcbf2_9ce4_8422_2325) { ($0 ^ UInt64($1)) &* 0x0000_0100_0000_01b3 }
  }
}
