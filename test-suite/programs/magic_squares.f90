! Nested loops with EXIT and CYCLE: magic squares of odd order by the Siamese method,
! their row/column/diagonal sums checked with early exits, Pythagorean triples found by
! triple loops that CYCLE non-primitive candidates, and a search loop that EXITs at the
! first hit; internal procedures fill and check the host's array.
program magic_squares
  implicit none
  integer :: sq(9, 9), n, i, j, k, c, count, total
  do n = 3, 9, 2
    call siamese(n)
    write (*, '(a, i2, a, l2, a, i5)') 'order', n, ' magic', is_magic(n), ' corner sum', &
      sq(1, 1) + sq(1, n) + sq(n, 1) + sq(n, n)
  end do
  call siamese(5)
  do i = 1, 5
    write (*, '(5i4)') (sq(i, j), j = 1, 5)
  end do
  count = 0
  total = 0
  do c = 5, 60
    do i = 3, c - 1
      do j = i + 1, c - 1
        if (i * i + j * j /= c * c) cycle
        if (gcd(i, j) /= 1) cycle
        count = count + 1
        total = total + i + j + c
        if (c < 30) write (*, '(3i4)') i, j, c
      end do
    end do
  end do
  write (*, '(a, 2i6)') 'primitive triples', count, total
  k = 0
  do i = 1, 1000
    if (mod(i, 7) == 3 .and. mod(i, 11) == 5 .and. mod(i, 13) == 1) then
      k = i
      exit
    end if
  end do
  write (*, '(a, i6)') 'CRT solution', k
contains
  subroutine siamese(m)
    integer, intent(in) :: m
    integer :: r, s, v, rn, sn
    do s = 1, m
      do r = 1, m
        sq(r, s) = 0
      end do
    end do
    r = 1
    s = (m + 1) / 2
    do v = 1, m * m
      sq(r, s) = v
      rn = modulo(r - 2, m) + 1
      sn = modulo(s, m) + 1
      if (sq(rn, sn) /= 0) then
        rn = modulo(r, m) + 1
        sn = s
      end if
      r = rn
      s = sn
    end do
  end subroutine siamese

  logical function is_magic(m)
    integer, intent(in) :: m
    integer :: target, r, s, t, d1, d2
    target = m * (m * m + 1) / 2
    is_magic = .true.
    d1 = 0
    d2 = 0
    do r = 1, m
      t = 0
      do s = 1, m
        t = t + sq(r, s)
      end do
      if (t /= target) then
        is_magic = .false.
        exit
      end if
      t = 0
      do s = 1, m
        t = t + sq(s, r)
      end do
      if (t /= target) then
        is_magic = .false.
        exit
      end if
      d1 = d1 + sq(r, r)
      d2 = d2 + sq(r, m + 1 - r)
    end do
    if (d1 /= target .or. d2 /= target) is_magic = .false.
  end function is_magic

  integer function gcd(a, b)
    integer, intent(in) :: a, b
    integer :: x, y, t
    x = a; y = b
    do while (y /= 0)
      t = mod(x, y); x = y; y = t
    end do
    gcd = x
  end function gcd
end program magic_squares
