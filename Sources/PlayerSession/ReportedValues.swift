import PlayerAccessibility
import PlayerCore

/// The values a player last told its observers, to report only what changed.
struct ReportedValues {
    /// The state, as last reported.
    var state: PlayerState
    /// Each control's label and value, indexed by ``Control/rawValue``.
    var elements: [(label: String, value: String)]
    /// The chapter playback was last said to be in; nil before the first or without any.
    var chapter: Int?

    /// The values `model` shows now.
    init(_ model: ControlModel) {
        state = model.state
        elements = Control.allCases.map {
            let element = model.element($0)
            return (element.label, element.value)
        }
        chapter = model.currentChapterIndex
    }

    /// Whether `state` differs from the reported one in more than time passing (a live
    /// edge a reload moved is time passing: no state line says it).
    func stateDiffers(from state: PlayerState) -> Bool {
        !self.state.differsOnlyInPassingTime(from: state)
    }
}
