import Foundation
import Scenes
import UserCode

/// The texts about the user's own code (`--code`): what it decided, the tree's
/// mark on the views it runs, its compilations and faults, and its warnings.
///
/// ```swift
/// Strings.english.yourCode.decision("LikeButton", "point(inside:)", "true") // "LikeButton.point(inside:) → true (your code)"
/// ```
public struct CodeWords: Sendable, Wording {
    /// The language's texts, which these are worded from.
    public let strings: Strings

    /// What a method of the user's code answered, on a hit-test's label and line:
    /// `LikeButton.point(inside:) → true (your code)`.
    public func decision(_ className: String, _ method: String, _ answer: String) -> String {
        self[.codeDecision, ["class": className, "method": method, "answer": answer]]
    }

    /// A method deciding touches that did not compile, where it would have answered:
    /// `PromoBannerView.hitTest could not be compiled (RemoteConfig is not in the files given): UIKit's default used`.
    public func leftOut(_ method: UserViewClasses.ViewClass.LeftOutMethod) -> String {
        self[
            .codeLeftOutMethod,
            [
                "class": method.className, "method": Self.shortName(method.method),
                "reason": strings.language == .chinese ? method.chineseReason : method.reason,
            ]]
    }

    /// The header's line when pieces of the user's code were left out: how many, and where they are listed.
    public func leftOutCount(_ count: Int) -> String {
        self[count == 1 ? .codeLeftOutOne : .codeLeftOutMany, ["count": "\(count)"]]
    }

    /// The panel's heading over the pieces left out.
    public func leftOutTitle(_ count: Int) -> String { self[.codeLeftOutTitle, ["count": "\(count)"]] }

    /// One piece left out, as the panel lists it: `PinCardView.swift:14: titleLabel.snp.makeConstraints { … } — no such module 'SnapKit'`.
    public func leftOutLine(_ piece: LeftOutCode) -> String {
        self[
            .codeLeftOutLine,
            [
                "place": "\(URL(fileURLWithPath: piece.file).lastPathComponent):\(piece.line)", "code": piece.code,
                "reason": reason(piece.cause),
            ]]
    }

    /// A class of which nothing compiled: `EmptyShellView: nothing of it compiles here; it runs as UIKit's UIControl`.
    public func keptNothing(_ view: UserCodeBuild.ViewClass) -> String {
        self[.codeKeptNothing, ["class": view.qualifiedName, "uikit": view.uikitClass]]
    }

    /// A method as the lab's texts name it: `hitTest`, `point(inside:)`, `touchesBegan`, and a delegate's
    /// whole (`gestureRecognizer(_:shouldReceive:)`), where the base name says too little.
    static func shortName(_ method: String) -> String {
        let base = String(method.prefix { $0 != "(" })
        switch base {
        case "point": return "point(inside:)"
        case "gestureRecognizer": return method
        default: return base
        }
    }

    /// The tree's mark on a view whose class is the user's.
    public var mark: String { self[.codeMark] }

    /// The user's class that runs a view, and what it writes that decides touches:
    /// `LikeButton, writes point(inside:with:)`.
    public func userClass(_ userClass: UserViewClasses.ViewClass) -> String {
        let leftOut = userClass.leftOut.map(\.method)
        // A class whose only touch methods were left out does write them: "writes no touch method" would contradict the rest.
        let writes =
            !userClass.methods.isEmpty
            ? self[.codeWrites, ["class": userClass.name, "methods": strings.list(userClass.methods)]]
            : leftOut.isEmpty ? self[.codeWritesNothing, ["class": userClass.name]] : userClass.name
        guard !leftOut.isEmpty else { return writes }
        return self[.codeWritesLeftOut, ["text": writes, "methods": strings.list(leftOut)]]
    }

    /// The title over why the user's code did not compile, or how it faulted, shown in full in the panel.
    public var errorTitle: String { self[.codeErrorTitle] }

    /// The log's note when a save of the code compiled and the scene was made again of it.
    public func reloaded(_ classes: Int) -> String {
        self[classes == 1 ? .codeReloadedOne : .codeReloaded, ["count": "\(classes)"]]
    }

    /// The log's note when a save of the code did not compile.
    public var notReloaded: String { self[.codeNotReloaded] }

    /// The log's note while a save of the code compiles.
    public var compiling: String { self[.codeCompiling] }

    /// The window's line after the code faulted and the window came back: the
    /// fault (`your code trapped: LikeButton.hitTest(_:with:) at …`), and what runs now.
    public func faulted(_ fault: String, building: Bool, codeOff: Bool) -> String {
        let phrase: Phrase = !building ? .codeFaultedOnTouch : codeOff ? .codeFaultedBuildingOff : .codeFaultedBuilding
        return self[phrase, ["fault": fault]]
    }

    /// A warning about the classes the scene and the code do not share (``CodeReport``).
    ///
    /// `the dump names MyApp.LikeButon, which your code does not define (did you mean LikeButton?); it runs as UIKit's UIButton`
    public func warning(_ warning: CodeReport.Warning) -> String {
        switch warning {
        case let .cannotMake(name, codeClass, cause, uikit):
            return self[.codeCannotMake, ["name": name, "class": codeClass, "reason": skipped(cause), "uikit": uikit]]
        case let .undefined(name, near, uikit):
            return self[.codeUndefined, ["name": name, "near": near, "uikit": uikit]]
        case let .undefinedClasses(classes, more):
            let names = strings.list(classes.map { self[.codeRunsAs, ["name": $0.name, "uikit": $0.uikit]] })
            let count = classes.count + more
            return self[
                count == 1 ? .codeUndefinedOne : .codeUndefinedMany,
                ["count": "\(count)", "names": names, "more": more > 0 ? self[.codeAndMore, ["count": "\(more)"]] : ""]]
        case let .unused(codeClass, inDump, near):
            return self[
                inDump ? .codeUnusedInDump : .codeUnusedInScene,
                ["class": codeClass, "near": near.map { self[.codeDidYouMean, ["name": $0]] } ?? ""]]
        }
    }

    /// Why the lab cannot make one of the user's classes, in this language.
    public func skipped(_ cause: UserCodeBuild.Skipped.Cause) -> String {
        switch cause {
        case .generic: self[.codeSkippedGeneric]
        case let .noInitializer(leftOut, onlyTrapping, otherArguments):
            self[.codeSkippedNoInitializer, ["initializers": UserCodeBuild.Skipped.initializers]]
                + ownInitializers(leftOut: leftOut, onlyTrapping: onlyTrapping, otherArguments: otherArguments)
        case .superclassNotGiven(let name): self[.codeSkippedSuperclass, ["name": name]]
        case .leftOut(let cause): reason(cause)
        }
    }

    /// What became of a class's own initializers: `: init(viewModel:) was left out; init?(coder:) only traps`.
    private func ownInitializers(leftOut: [String], onlyTrapping: [String], otherArguments: [String]) -> String {
        let parts =
            leftOut.map { self[.codeInitializerLeftOut, ["name": $0]] }
            + onlyTrapping.map { self[.codeInitializerOnlyTraps, ["name": $0]] }
            + otherArguments.map { self[.codeInitializerOtherArguments, ["name": $0]] }
        return parts.isEmpty
            ? "" : self[.codeInitializers, ["list": parts.joined(separator: self[.codeInitializerSeparator])]]
    }

    /// Why a piece of the user's code was left out, in this language: `RemoteConfig is not in the files given`,
    /// `给出的文件里没有 RemoteConfig`. The compiler's and the parser's own messages stay as they wrote them.
    public func reason(_ cause: LeftOutCode.Cause) -> String {
        switch cause {
        case .noSuchModule(let module): self[.codeNoSuchModule, ["module": module]]
        case .notInFiles(let name): self[.codeNotInFiles, ["name": name]]
        case .notInUIKit(let name): self[.codeNotInUIKit, ["name": name]]
        case let .usesLeftOut(name, file, line): self[.codeUsesLeftOut, ["name": name, "place": "\(file):\(line)"]]
        case .compiler(let message): self[.codeCompilerSays, ["message": message]]
        case .parser(let message): self[.codeParserSays, ["message": message]]
        }
    }
}

extension Strings {
    /// The texts about the user's own code in this language.
    public var yourCode: CodeWords { CodeWords(strings: self) }
}
