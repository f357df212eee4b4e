/// The WordSearch themes and the PriceGuess catalog shipped in data/, by their bytes (the word lists are in
/// `ShippedWordLists`): content the player changed or added deals rounds nobody else can deal, so those go on
/// boards of their own (`ContentEdition`), never on the shipped content's.
///
/// A test checks these against the files in data/; change both together.
public enum ShippedContent {
  /// FNV-1a (`ShippedWordLists.fingerprint`) of each shipped theme file, by file name.
  public static let themes: [String: UInt64] = [
    "animals.txt": 0x43dd_d269_2bee_aa77,
    "countries.txt": 0x03c9_32b8_02e7_5114,
    "food.txt": 0x1f65_5546_04da_3060,
    "kitchen.txt": 0x4390_7b01_dfc2_5ae2,
    "mobile.txt": 0xec27_e832_d7a3_137c,
    "music.txt": 0xf910_584e_1e40_c32b,
    "nature.txt": 0xf808_79e2_9783_c4a7,
    "programming.txt": 0x8546_ad34_4377_276c,
    "space.txt": 0x4b34_fa0d_d72d_6118,
    "sports.txt": 0x3e37_c38c_0061_85ce,
    "weather.txt": 0x25d1_6f96_35ed_4c43,
  ]

  /// The shipped themes' names (their `theme:` lines), sorted: the WordSearch daily's themes, one a day in turn.
  public static let themeNames = [
    "Animals", "Countries", "Food", "Kitchen", "Mobile", "Music", "Nature", "Programming", "Space", "Sports", "Weather",
  ]

  /// The shipped PriceGuess catalog, `priceguess/catalog.json`.
  public static let catalog: UInt64 = 0x1225_afd1_7a4f_a31e
}

/// Which edition of some content dealt a round: nil for the shipped content, else a short fingerprint of the
/// player's bytes that keys boards of its own ("10x10-easy~1a2b3c").
public enum ContentEdition {
  /// The edition of content with these bytes: nil when they are the shipped file's (`shipped`), else six hex
  /// digits of their fingerprint; content nobody ships (`shipped` nil) always has one.
  public static func of(_ bytes: some Sequence<UInt8>, shipped: UInt64?) -> String? {
    let fingerprint = ShippedWordLists.fingerprint(bytes)
    if fingerprint == shipped { return nil }
    return String(String(fingerprint, radix: 16).prefix(6))
  }

  /// A board key with the edition of the content that dealt it.
  public static func keyed(_ key: String, edition: String?) -> String {
    edition.map { "\(key)~\($0)" } ?? key
  }
}
