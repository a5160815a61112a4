// SPDX-License-Identifier: MIT
pragma solidity ^0.8.28;

import "@openzeppelin/contracts/interfaces/IERC1271.sol";
import "@openzeppelin/contracts/proxy/ERC1967/ERC1967Proxy.sol";
import "@openzeppelin/contracts/utils/Create2.sol";
import "@account-abstraction/contracts/samples/SimpleAccount.sol";

/// The devnet's SimpleAccount (ERC-4337 v0.7) that also answers ERC-1271 (a hash is signed when its owner signed it)
/// and holds smart sessions: keys the owner allowed, until a time, to call chosen functions of one contract.
contract GangwayAccount is SimpleAccount, IERC1271 {
    struct Session {
        address target;
        uint48 validUntil;
        bytes4[] selectors;
    }

    /// The sessions by key; a key with validUntil 0 has none.
    mapping(address => Session) internal sessions;

    event SessionGranted(address indexed key, address indexed target, bytes4[] selectors, uint48 validUntil);
    event SessionRevoked(address indexed key);

    constructor(IEntryPoint anEntryPoint) SimpleAccount(anEntryPoint) {}

    function isValidSignature(bytes32 hash, bytes calldata signature) external view returns (bytes4) {
        (address signer, ECDSA.RecoverError failure, ) = ECDSA.tryRecover(hash, signature);
        if (failure == ECDSA.RecoverError.NoError && signer == owner) return IERC1271.isValidSignature.selector;
        return 0xffffffff;
    }

    /// Lets `key` sign user operations that call one of `selectors` on `target` (no value) until `validUntil`
    /// (seconds). Only the account itself, so only a user operation or call its owner signed, can grant.
    function grantSession(address key, address target, bytes4[] calldata selectors, uint48 validUntil) external {
        require(msg.sender == address(this), "session: only the account");
        require(key != address(0) && key != owner, "session: bad key");
        require(target != address(0) && target != address(this), "session: bad target");
        require(selectors.length > 0 && selectors.length <= 16, "session: bad selectors");
        require(validUntil > 0, "session: bad expiry");
        sessions[key] = Session(target, validUntil, selectors);
        emit SessionGranted(key, target, selectors, validUntil);
    }

    function revokeSession(address key) external {
        require(msg.sender == address(this), "session: only the account");
        delete sessions[key];
        emit SessionRevoked(key);
    }

    function sessionOf(address key) external view returns (Session memory) {
        return sessions[key];
    }

    /// The owner's signature as SimpleAccount's; else a session key's, for one allowed call, valid until its expiry
    /// (the EntryPoint checks the time: validation may not read it).
    function _validateSignature(PackedUserOperation calldata userOp, bytes32 userOpHash)
    internal override returns (uint256 validationData) {
        bytes32 hash = MessageHashUtils.toEthSignedMessageHash(userOpHash);
        (address signer, ECDSA.RecoverError failure, ) = ECDSA.tryRecover(hash, userOp.signature);
        if (failure != ECDSA.RecoverError.NoError) return SIG_VALIDATION_FAILED;
        if (signer == owner) return SIG_VALIDATION_SUCCESS;
        Session storage session = sessions[signer];
        if (session.validUntil == 0 || !_sessionAllows(session, userOp.callData)) return SIG_VALIDATION_FAILED;
        return _packValidationData(false, session.validUntil, 0);
    }

    function _sessionAllows(Session storage session, bytes calldata callData) internal view returns (bool) {
        if (callData.length < 4 || bytes4(callData[:4]) != this.execute.selector) return false;
        (address dest, uint256 value, bytes memory func) = abi.decode(callData[4:], (address, uint256, bytes));
        if (dest != session.target || value != 0 || func.length < 4) return false;
        bytes4 selector = bytes4(func);
        for (uint256 i = 0; i < session.selectors.length; i++) if (session.selectors[i] == selector) return true;
        return false;
    }
}

/// GangwayAccount's factory, with SimpleAccountFactory's interface (createAccount, getAddress) for the same clients.
contract GangwayAccountFactory {
    GangwayAccount public immutable accountImplementation;

    constructor(IEntryPoint anEntryPoint) {
        accountImplementation = new GangwayAccount(anEntryPoint);
    }

    function createAccount(address owner, uint256 salt) public returns (GangwayAccount account) {
        address known = getAddress(owner, salt);
        if (known.code.length > 0) return GangwayAccount(payable(known));
        account = GangwayAccount(
            payable(new ERC1967Proxy{salt: bytes32(salt)}(address(accountImplementation), initCall(owner)))
        );
    }

    function getAddress(address owner, uint256 salt) public view returns (address) {
        bytes memory args = abi.encode(address(accountImplementation), initCall(owner));
        return Create2.computeAddress(bytes32(salt), keccak256(abi.encodePacked(type(ERC1967Proxy).creationCode, args)));
    }

    function initCall(address owner) internal pure returns (bytes memory) {
        return abi.encodeCall(SimpleAccount.initialize, (owner));
    }
}
