/// The tags of one word gathered from all its pairs: its parts of speech, topics and false friends.
struct WordTagSet: Sendable, Hashable {
  var parts: Set<String> = []
  var topics: Set<String> = []
  var falseFriends: [String] = []

  mutating func add(_ tags: WordList.Tags) {
    if let pos = tags.pos { parts.insert(pos) }
    if let topic = tags.topic { topics.insert(topic) }
    for friend in tags.falseFriends where !falseFriends.contains(friend) { falseFriends.append(friend) }
  }
}
