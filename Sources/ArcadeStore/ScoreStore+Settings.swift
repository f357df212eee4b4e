import GRDB

extension ScoreStore {
  /// The stored value of a setting, or nil when it was never set.
  public func setting(_ key: String) throws(StoreError) -> String? {
    try reading { db in
      let value = try DatabaseValue.fetchOne(db, sql: "SELECT value FROM setting WHERE key = ?", arguments: [key])
      return value.flatMap(Self.settingText)
    }
  }

  /// Stores a setting; nil removes it.
  public func setSetting(_ key: String, _ value: String?) throws(StoreError) {
    try setSettings([key: value])
  }

  /// Stores `value` under `key` unless a value is there already, in one transaction; returns the value kept. Two
  /// arcades claiming one key at once get the same answer: the first's.
  public func claimSetting(_ key: String, _ value: String) throws(StoreError) -> String? {
    try writing { db in
      try db.execute(sql: "INSERT INTO setting (key, value) VALUES (?, ?) ON CONFLICT(key) DO NOTHING", arguments: [key, value])
      return try DatabaseValue.fetchOne(db, sql: "SELECT value FROM setting WHERE key = ?", arguments: [key]).flatMap(Self.settingText)
    }
  }

  /// Stores several settings in one transaction; nil values remove their keys.
  public func setSettings(_ values: [String: String?]) throws(StoreError) {
    try writing { db in
      for (key, value) in values.sorted(by: { $0.key < $1.key }) {
        if let value {
          try db.execute(
            sql: "INSERT INTO setting (key, value) VALUES (?, ?) ON CONFLICT(key) DO UPDATE SET value = excluded.value",
            arguments: [key, value])
        } else {
          try db.execute(sql: "DELETE FROM setting WHERE key = ?", arguments: [key])
        }
      }
    }
  }

  /// Text as stored, or nil for a blob, a number or NULL where text belongs.
  private static func settingText(_ value: DatabaseValue) -> String? {
    guard case .string(let text) = value.storage else { return nil }
    return text
  }

  /// Every stored setting.
  public func allSettings() throws(StoreError) -> [String: String] {
    try reading { db in
      var settings: [String: String] = [:]
      for row in try Row.fetchAll(db, sql: "SELECT key, value FROM setting") {
        // A key or value that is not text is skipped: the setting takes its default.
        if let key = Self.settingText(row[0]), let value = Self.settingText(row[1]) { settings[key] = value }
      }
      return settings
    }
  }
}
