import Foundation

/// Where a content file stops being JSON, in words a person can act on: "not valid JSON at line 3, column 7".
enum JSONSyntaxProblem {
  /// The problem in `data`; `withDetail` adds Foundation's own wording in brackets.
  static func describe(_ data: Data, withDetail: Bool) -> String {
    let detail: String
    do {
      _ = try JSONSerialization.jsonObject(with: data, options: [.fragmentsAllowed])
      return "not valid JSON"
    } catch {
      guard let text = (error as NSError).userInfo[NSDebugDescriptionErrorKey] as? String else {
        return "not valid JSON"
      }
      detail = text.hasSuffix(".") ? String(text.dropLast()) : text
    }
    let bracket = withDetail ? " (\(detail))" : ""
    guard let marker = detail.range(of: "character "),
      let offset = Int(detail[marker.upperBound...].prefix(while: \.isNumber)), offset >= 0, offset <= data.count
    else { return "not valid JSON" + bracket }
    var line = 1
    var column = 1
    for byte in data.prefix(offset) {
      if byte == UInt8(ascii: "\n") {
        line += 1
        column = 1
      } else if byte & 0xC0 != 0x80 {  // count characters, not UTF-8 continuation bytes
        column += 1
      }
    }
    return "not valid JSON at line \(line), column \(column)" + bracket
  }
}
