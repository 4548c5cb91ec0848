import ResponderKit
import Scenes

extension Strings {
    /// These texts, with `names` shown in place of the names of the scenes'
    /// views, controllers and recognizers they stand for: in Chinese only, the
    /// English name being the name itself.
    ///
    /// ```swift
    /// let strings = Strings(.chinese).naming(scene.chineseNames)
    /// strings.name(cardTap)   // "卡片的点击手势" for the recognizer named "Card tap"
    /// ```
    public func naming(_ names: ChineseNames) -> Strings {
        var named = self
        named.names = language == .chinese ? names : ChineseNames()
        return named
    }

    /// A responder as the lab shows it: its name, or the one its scene's file gives in this language.
    @MainActor
    public func name(_ responder: Responder) -> String {
        let name = responder.debugName
        switch responder {
        case is ViewController: return names.controllers[name] ?? name
        case is View: return names.views[name] ?? name
        default: return name
        }
    }

    /// A recognizer as the lab shows it: its name, or the one its scene's file gives in this language.
    @MainActor
    public func name(_ recognizer: GestureRecognizer) -> String {
        let name = recognizer.debugName
        return names.recognizers[name] ?? name
    }

    /// A view's or controller's name kept as text (a line of the event log): the one its scene's file gives in this language.
    public func name(ofResponderNamed name: String) -> String {
        names.views[name] ?? names.controllers[name] ?? name
    }

    /// A recognizer's name kept as text (a recognizer a view waits for): the one its scene's file gives in this language.
    public func name(ofRecognizerNamed name: String) -> String {
        names.recognizers[name] ?? name
    }
}
